import {get, post} from '@loopback/rest';
import {access, Access, routesWithoutAccess} from '../../auth/access';
import {AccessRulesObserver} from '../../observers/access-rules.observer';
import {Context, CoreTags} from '@loopback/core';

class DeclaredController {
  @access(Access.public())
  @get('/declared')
  declared() {}
}

class UndeclaredController {
  @access(Access.signedIn())
  @get('/fine')
  fine() {}

  @post('/forgotten')
  forgotten() {}
}

describe('REST access rules', () => {
  it('lists every route whose method declares no @access', () => {
    expect(routesWithoutAccess([DeclaredController])).toEqual([]);
    expect(routesWithoutAccess([DeclaredController, UndeclaredController])).toEqual([
      'UndeclaredController.forgotten (POST /forgotten)',
    ]);
  });

  it('stops the application from starting with one', () => {
    const context = new Context();
    context.bind('controllers.Declared').toClass(DeclaredController).tag(CoreTags.CONTROLLER);
    expect(() => new AccessRulesObserver(context).init()).not.toThrow();
    context.bind('controllers.Undeclared').toClass(UndeclaredController).tag(CoreTags.CONTROLLER);
    expect(() => new AccessRulesObserver(context).init()).toThrow(
      'REST operations without @access(...): UndeclaredController.forgotten (POST /forgotten)',
    );
  });
});

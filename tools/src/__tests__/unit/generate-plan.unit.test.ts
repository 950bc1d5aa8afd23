import {makePlan} from '../../generate/generate-plan';

/** The generator's plan: what it uploads, and when, before any row is written. */
describe('the generator’s plan', () => {
  const today = '2026-11-28';
  const plans = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map(tag =>
    makePlan({serials: 2_000_000, brands: 12, tag, today, takenBrandNames: new Set()}),
  );

  it('uploads only serials of models approved by the upload’s day', () => {
    const early = plans.flatMap(plan =>
      plan.uploads
        .map(u => ({upload: u.uploadedOn.slice(0, 10), approved: plan.brands[u.brand].models[u.model].approvedDate}))
        .filter(({upload, approved}) => !approved || approved > upload),
    );
    expect(early).toEqual([]);
  });

  it('ends its uploads four days before today, leaving room for their installations in the past', () => {
    const last = plans
      .flatMap(plan => plan.uploads.map(u => u.uploadedOn.slice(0, 10)))
      .sort()
      .at(-1)!;
    expect(last <= '2026-11-24').toBe(true);
  });
});

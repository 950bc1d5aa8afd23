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

  it('puts every serial of a single-model plan under one model, uploaded on or after its approval', () => {
    for (const tag of ['A', 'B', 'C', 'D']) {
      const plan = makePlan({serials: 500_000, brands: 1, tag, today, takenBrandNames: new Set(), singleModel: true});
      const models = new Set(plan.uploads.map(u => `${u.brand}/${u.model}`));
      expect(models.size).toBe(1);
      const model = plan.brands[0].models[plan.uploads[0].model];
      expect(plan.uploads.every(u => u.uploadedOn.slice(0, 10) >= model.approvedDate!)).toBe(true);
      expect(plan.uploads.reduce((a, u) => a + u.gTo - u.gFrom + 1, 0)).toBe(500_000);
    }
  });
});

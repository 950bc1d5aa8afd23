import type {Recall} from '@voltcheck/ui-shared';

/** A recall as GET /api/recalls answers it. */
export function givenRecall(recall: Partial<Recall> = {}): Recall {
  return {
    id: 5,
    title: 'Cell overheating in PowerBank 10',
    hazard: 'The battery may overheat and catch fire.',
    remedy: 'Switch it off; we replace it free of charge.',
    noticeUrl: 'https://recalls.example/pb10',
    contact: '1800 000 111',
    createdAt: '2026-11-20T01:00:00.000Z',
    manufacturerId: 1,
    manufacturerName: 'Demo Energy',
    affected: 120,
    installed: 40,
    located: 30,
    remedied: 10,
    ...recall,
  } as Recall;
}

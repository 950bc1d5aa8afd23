import {mockRest, screen} from '@voltcheck/ui-shared/testing';
import {MESSAGES} from '@voltcheck/api-client';
import {GENERIC_ERROR} from '@voltcheck/ui-shared';
import {describe, expect, it} from 'vitest';
import {renderPortal} from '../../testing/renderPortal';
import {NO_RECALL, RATE_LIMITED} from './recallCheck.queries';
import {RecallCheckPage} from './RecallCheckPage';

const check = {name: 'Check'};
const recall = {
  title: 'Cell overheating in PowerBank 10',
  hazard: 'The battery may overheat and catch fire.',
  remedy: 'Switch the battery off; we replace it free of charge.',
  noticeUrl: 'https://recalls.example/powerbank-10',
  contact: '1800 000 111',
};

async function checkSerial(serial: string) {
  const rendered = renderPortal(<RecallCheckPage />, {role: null});
  await rendered.user.type(screen.getByRole('textbox', {name: 'Serial number'}), serial);
  await rendered.user.click(screen.getByRole('button', check));
  return rendered;
}

describe('RecallCheckPage', () => {
  it('asks for a serial before calling the server', async () => {
    const {user} = renderPortal(<RecallCheckPage />, {role: null});
    await user.click(screen.getByRole('button', check));
    expect(screen.getByText(MESSAGES.required)).toBeInTheDocument();
  });

  it('shows the recall, its hazard, remedy, contact and notice for a recalled serial', async () => {
    const call = mockRest('/api/recall-check', 'get', 200, {recalled: true, recall});
    await checkSerial(' PB10-0001 ');
    const answer = await screen.findByRole('alert');
    expect(answer).toHaveTextContent('Serial PB10-0001 is under a recall: Cell overheating in PowerBank 10');
    expect(answer).toHaveTextContent(recall.hazard);
    expect(answer).toHaveTextContent(recall.remedy);
    expect(answer).toHaveTextContent(recall.contact);
    expect(screen.getByRole('link', {name: 'Read the recall notice'})).toHaveAttribute('href', recall.noticeUrl);
    expect(call.calls[0].url.searchParams.get('serial')).toBe('PB10-0001');
  });

  it('links no notice whose address is not a web page', async () => {
    mockRest('/api/recall-check', 'get', 200, {recalled: true, recall: {...recall, noticeUrl: 'javascript:alert(1)'}});
    await checkSerial('PB10-0001');
    await screen.findByRole('alert');
    expect(screen.queryByRole('link', {name: 'Read the recall notice'})).not.toBeInTheDocument();
  });

  it('says no recall was found otherwise', async () => {
    mockRest('/api/recall-check', 'get', 200, {recalled: false});
    await checkSerial('ANY-1');
    expect(await screen.findByRole('status')).toHaveTextContent(NO_RECALL);
  });

  it('asks to wait when the server limits the checks, and apologises on other failures', async () => {
    mockRest('/api/recall-check', 'get', 429, {status: false, message: 'Too many requests'});
    const {user} = await checkSerial('ANY-1');
    expect(await screen.findByText(RATE_LIMITED)).toBeInTheDocument();
    mockRest('/api/recall-check', 'get', 500, undefined);
    await user.click(screen.getByRole('button', check));
    expect(await screen.findByText(GENERIC_ERROR)).toBeInTheDocument();
  });
});

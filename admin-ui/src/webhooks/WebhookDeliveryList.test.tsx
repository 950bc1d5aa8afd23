import type {RestAnswer} from '@voltcheck/api-client';
import {captureDownloads, mockRest, screen, waitFor, within} from '@voltcheck/ui-shared/testing';
import {describe, expect, it, onTestFinished, vi} from 'vitest';
import {EXPORT_MAX} from '../resources/csvExporter';
import {renderQueryList} from '../testing/renderQueryList';
import {WebhookDeliveryList} from './WebhookDeliveryList';

type Delivery = RestAnswer<'/api/v1/webhook-deliveries', 'get'>[number];

function givenDelivery(delivery: Partial<Delivery> = {}): Delivery {
  return {
    id: 1,
    subscriptionId: 4,
    owner: 'Sunny Installs',
    url: 'https://hooks.sunny.example/voltcheck',
    eventId: '5b8f6a2e-3f1c-4d7e-9a51-0c2d7e1b9f00',
    eventType: 'verification.completed',
    status: 'failed',
    attempts: 3,
    lastStatusCode: 503,
    lastResponse: 'Service Unavailable',
    lastError: null,
    lastAttemptOn: '2026-11-02T04:05:00.000Z',
    deliveredOn: null,
    createdOn: '2026-11-02T04:00:00.000Z',
    ...delivery,
  };
}

describe('WebhookDeliveryList', () => {
  it('shows the thin progress bar while the server has not answered', async () => {
    const unanswered = vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => undefined));
    onTestFinished(() => unanswered.mockRestore());
    renderQueryList('WebhookDeliveries', <WebhookDeliveryList />);
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByRole('table', {name: 'Webhook deliveries'})).not.toBeInTheDocument();
  });

  it('lists the deliveries with their status, attempts and last answer', async () => {
    mockRest('/api/v1/webhook-deliveries', 'get', 200, [givenDelivery()]);
    renderQueryList('WebhookDeliveries', <WebhookDeliveryList />);
    const table = await screen.findByRole('table', {name: 'Webhook deliveries'});
    const row = within(table).getByRole('row', {name: /verification\.completed/});
    expect(row).toHaveTextContent('Sunny Installs');
    expect(row).toHaveTextContent('failed');
    expect(row).toHaveTextContent(/^.*3.*503/);
  });

  it('says when there is no delivery yet', async () => {
    mockRest('/api/v1/webhook-deliveries', 'get', 200, []);
    renderQueryList('WebhookDeliveries', <WebhookDeliveryList />);
    expect(await screen.findByText('No webhook deliveries yet.')).toBeInTheDocument();
  });

  it('asks the server for one status only, and says when none has it', async () => {
    const deliveries = mockRest('/api/v1/webhook-deliveries', 'get', 200, []);
    const {user} = renderQueryList('WebhookDeliveries', <WebhookDeliveryList />);
    await screen.findByText('No webhook deliveries yet.');
    await user.click(screen.getByRole('combobox', {name: 'Status'}));
    await user.click(screen.getByRole('option', {name: 'Pending'}));
    expect(await screen.findByText('No pending deliveries.')).toBeInTheDocument();
    expect(deliveries.calls.at(-1)?.url.searchParams.get('status')).toBe('pending');
  });

  it("shows the server's refusal", async () => {
    mockRest('/api/v1/webhook-deliveries', 'get', 403, {
      type: 'about:blank',
      title: 'Forbidden',
      status: 403,
      detail: 'Administrators only',
      code: 'FORBIDDEN',
      errors: [],
      message: 'Administrators only',
    });
    renderQueryList('WebhookDeliveries', <WebhookDeliveryList />);
    expect(await screen.findByText('Administrators only')).toBeInTheDocument();
  });

  it('exports the deliveries of the chosen status as CSV, the last answer in full', async () => {
    const files = captureDownloads();
    const deliveries = mockRest('/api/v1/webhook-deliveries', 'get', 200, [
      givenDelivery({lastResponse: '=HYPERLINK("http://x")', lastError: 'timeout; retried'}),
    ]);
    const {user} = renderQueryList('WebhookDeliveries', <WebhookDeliveryList />);
    await screen.findByRole('row', {name: /verification\.completed/});
    await user.click(screen.getByRole('combobox', {name: 'Status'}));
    await user.click(screen.getByRole('option', {name: 'Failed'}));
    await waitFor(() => expect(deliveries.calls.at(-1)?.url.searchParams.get('status')).toBe('failed'));
    await user.click(screen.getByRole('button', {name: 'Export'}));
    await waitFor(() => expect(files).toHaveLength(1));
    const asked = deliveries.calls.at(-1)?.url.searchParams;
    expect([asked?.get('status'), asked?.get('limit')]).toEqual(['failed', String(EXPORT_MAX)]);
    expect(files[0].fileName).toBe('webhook-deliveries.csv');
    expect((await files[0].text()).split('\r\n')).toEqual([
      'Created,Event,Event ID,Subscriber,Endpoint,Status,Attempts,Last status code,Last error,Last response,Last attempt,Delivered',
      '2026-11-02T04:00:00.000Z,verification.completed,5b8f6a2e-3f1c-4d7e-9a51-0c2d7e1b9f00,Sunny Installs,' +
        'https://hooks.sunny.example/voltcheck,failed,3,503,"timeout; retried","\'=HYPERLINK(""http://x"")",' +
        '2026-11-02T04:05:00.000Z,',
      '',
    ]);
  });

  it("opens a delivery's detail under its row: the event id, attempts and the last answer in full", async () => {
    mockRest('/api/v1/webhook-deliveries', 'get', 200, [
      givenDelivery({lastResponse: '{"error":"upstream down","retryAfter":30}', lastError: 'HTTP 503'}),
    ]);
    const {user} = renderQueryList('WebhookDeliveries', <WebhookDeliveryList />);
    const row = await screen.findByRole('row', {name: /verification\.completed/});
    expect(screen.queryByRole('region', {name: 'Delivery 1'})).not.toBeInTheDocument();
    await user.click(within(row).getByText('Sunny Installs'));
    const detail = await screen.findByRole('region', {name: 'Delivery 1'});
    expect(detail).toHaveTextContent('5b8f6a2e-3f1c-4d7e-9a51-0c2d7e1b9f00');
    expect(detail).toHaveTextContent('{"error":"upstream down","retryAfter":30}');
    expect(detail).toHaveTextContent('Last errorHTTP 503');
    expect(detail).toHaveTextContent('Delivered—');
  });
});

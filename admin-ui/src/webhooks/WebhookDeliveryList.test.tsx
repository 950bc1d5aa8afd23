import type {RestAnswer} from '@voltcheck/api-client';
import {mockRest, screen, within} from '@voltcheck/ui-shared/testing';
import {describe, expect, it, onTestFinished, vi} from 'vitest';
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
});

import {createServer} from 'node:http';
import {AddressInfo} from 'node:net';
import {networkInterfaces} from 'node:os';
import {isInternalAddress, publicLookup, webhookUrlProblem} from '../../services/webhooks/webhook-address';
import {postWebhook} from '../../services/webhooks/webhook-post';

/** Webhook SSRF: the addresses a webhook never reaches, in every spelling an attacker may try. */
describe('webhook addresses', () => {
  const internal = [
    // IPv4: this network, loopback, private, link-local, carrier-grade NAT, benchmarking, documentation
    '0.0.0.0',
    '127.0.0.1',
    '127.255.255.254',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.254',
    '198.18.0.1',
    '198.19.255.254',
    '192.0.0.8',
    '192.0.2.1',
    '203.0.113.9',
    // multicast, reserved, broadcast
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    // IPv6: loopback, unspecified, unique-local, link-local, site-local, multicast
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'fec0::1',
    'ff02::1',
    // IPv6 forms that embed an IPv4: mapped (both spellings), compatible, NAT64 (both prefixes), 6to4 of a private one
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::127.0.0.1',
    '[::127.0.0.1]',
    '64:ff9b::127.0.0.1',
    '64:ff9b::8.8.8.8',
    '64:ff9b:1::a00:1',
    '2002:7f00:1::',
    '2002:c0a8:101::1',
    // Teredo and documentation
    '2001::1',
    '2001:db8::1',
    'localhost',
    'a.localhost',
  ];
  it.each(internal)('refuses %s', address => expect(isInternalAddress(address)).toBe(true));

  const external = [
    '8.8.8.8',
    '1.1.1.1',
    '100.128.0.1',
    '198.20.0.1',
    '::ffff:8.8.8.8',
    '2606:4700::1111',
    '2002:808:808::1',
  ];
  it.each(external)('accepts the public %s', address => expect(isInternalAddress(address)).toBe(false));

  it('refuses every address of this machine’s own interfaces', () => {
    const own = Object.values(networkInterfaces())
      .flat()
      .map(i => i!.address.replace(/%.*$/, ''));
    expect(own.length).toBeGreaterThan(0);
    expect(own.filter(a => !isInternalAddress(a))).toEqual([]);
  });

  it('refuses such URLs when registering, in every way a URL may spell the host', () => {
    for (const url of [
      'https://127.0.0.1/x',
      'https://2130706433/x',
      'https://0x7f.1/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[::127.0.0.1]/x',
      'https://[64:ff9b::a9fe:a9fe]/x',
      'https://169.254.169.254/latest',
      'https://localhost/x',
    ])
      expect([url, webhookUrlProblem(url, false)]).toEqual([url, 'url: must be a public address']);
    expect(webhookUrlProblem('https://hooks.example.com/x', false)).toBeUndefined();
  });

  it('refuses a name that resolves inwards, and hands the connection only the addresses it checked', async () => {
    const outcome = await new Promise<{code?: string}>(resolve =>
      publicLookup('localhost', {all: true}, err => resolve({code: (err as NodeJS.ErrnoException | null)?.code})),
    );
    expect(outcome.code).toBe('EADDRNOTPUBLIC');
  });

  it('never connects to a local endpoint at delivery, by name or by literal; with allowLocal (tests) it does', async () => {
    let hits = 0;
    const server = createServer((req, res) => (hits++, res.end('ok')));
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const o = {allowLocal: false, timeoutMs: 2000, keptChars: 100};
    for (const host of ['localhost', '127.0.0.1', '[::ffff:127.0.0.1]'])
      await expect(postWebhook(`http://${host}:${port}/`, Buffer.from('{}'), {}, o)).rejects.toThrow(
        /not public|EADDRNOTPUBLIC/,
      );
    expect(hits).toBe(0);
    await expect(
      postWebhook(`http://localhost:${port}/`, Buffer.from('{}'), {}, {...o, allowLocal: true}),
    ).resolves.toEqual({status: 200, body: 'ok'});
    expect(hits).toBe(1);
    await new Promise(resolve => server.close(resolve));
  });
});

#!/usr/bin/env node
// Debian's Firefox ESR as Playwright's BiDi Firefox. Playwright starts this file as the browser:
// it starts firefox-esr with the same arguments and stands between the two on the WebDriver BiDi
// socket, answering the one command ESR does not know yet (docs/decisions.md, "Three engines").
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const LISTENING = /WebDriver BiDi listening on (ws:\/\/\S+)/;

/**
 * Playwright sets the colour scheme on every new context; with no override asked for ("null"),
 * answering success changes nothing. An actual override is passed on, so ESR's own error says
 * that it cannot emulate it.
 */
function answerLocally(message) {
  if (message.method !== 'emulation.setMediaFeaturesOverride') return false;
  const scheme = message.params?.features?.['prefers-color-scheme'];
  return scheme === null || scheme === undefined;
}

function proxy(upstreamBase) {
  const wss = new WebSocketServer({ noServer: true });
  const server = createServer();
  server.on('upgrade', (req, socket, head) => {
    const upstream = new WebSocket(upstreamBase + req.url, { perMessageDeflate: false });
    upstream.once('open', () => {
      wss.handleUpgrade(req, socket, head, (client) => {
        upstream.on('message', (data) => client.send(data.toString()));
        upstream.on('close', () => client.close());
        client.on('close', () => upstream.close());
        client.on('message', (data) => {
          const text = data.toString();
          const message = JSON.parse(text);
          if (answerLocally(message))
            client.send(JSON.stringify({ type: 'success', id: message.id, result: {} }));
          else upstream.send(text);
        });
      });
    });
    upstream.once('error', () => socket.destroy());
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * The oldest ESR Playwright's BiDi client runs the suite on. ESR 140 (an older Debian 12 mirror's)
 * lacks commands Playwright sends on every launch and context (`network.addDataCollector`,
 * `browser.setDownloadBehavior`, the emulation overrides) and applies a page's policy to the
 * driver's own scripts (`eval() blocked by CSP` on every locator): said once, here, not as a
 * hundred failures.
 */
const OLDEST_ESR = 153;
const version = spawnSync(FIREFOX, ['--version'], { encoding: 'utf8' }).stdout ?? '';
const major = Number(/(\d+)\./.exec(version)?.[1]);
if (!(major >= OLDEST_ESR)) {
  process.stderr.write(
    `${FIREFOX} is ${version.trim() || 'missing'}; the Firefox projects need Firefox ESR ${OLDEST_ESR} or newer. Install a newer firefox-esr, or set FIREFOX_PATH to one.\n`,
  );
  process.exit(1);
}

const firefox = spawn(FIREFOX, process.argv.slice(2), { stdio: ['inherit', 'inherit', 'pipe'] });
let pending = '';
firefox.stderr.on('data', async (chunk) => {
  pending += chunk.toString();
  const lines = pending.split('\n');
  pending = lines.pop();
  for (const line of lines) {
    const match = LISTENING.exec(line);
    if (!match) {
      process.stderr.write(`${line}\n`);
      continue;
    }
    const upstream = new URL(match[1]);
    const server = await proxy(`ws://${upstream.host}`);
    process.stderr.write(`WebDriver BiDi listening on ws://127.0.0.1:${server.address().port}\n`);
  }
});
firefox.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => firefox.kill(signal));

// One BiDi connection between Playwright and Firefox ESR, with what an older ESR lacks made up
// for (docs/decisions.md, "Three engines"): commands it does not know answered or done another
// way, the driver's evaluated code compiled before it meets a page's policy.
import { withCompiledSources } from './compiledSources.mjs';
import { frameElementSearch } from './frameElement.mjs';
import { standIn } from './standIns.mjs';

/**
 * Each takes a command and ESR's answer to it, and gives a stand-in result, a command to send
 * next (with how its result becomes the answer to the first), or nothing: ESR's answer stands.
 */
const AMENDS = [standIn, frameElementSearch];

/** Ids of the commands the bridge sends itself, apart from Playwright's own (counted from 1). */
let ownId = 2 ** 40;

const ANSWER_ID = /^\{"type":"(?:success|error|exception)","id":(\d+)/;

/** Joins `client` (Playwright) and `firefox`, two open WebSockets. */
export function bridge(client, firefox) {
  // What to do with an answer, by the id of the command it answers.
  const waiting = new Map();
  const sendAnswer = (id, answer) => client.send(JSON.stringify({ ...answer, id }));

  firefox.on('message', (data) => {
    const text = data.toString();
    const handle = waiting.get(Number(ANSWER_ID.exec(text)?.[1]));
    if (!handle) return client.send(text);
    handle(JSON.parse(text));
  });
  client.on('message', (data) => {
    const sent = withCompiledSources(JSON.parse(data.toString()));
    waiting.set(sent.id, (answer) => {
      waiting.delete(sent.id);
      const amend = AMENDS.map((amendOf) => amendOf(sent, answer)).find(Boolean);
      if (!amend) return sendAnswer(sent.id, answer);
      if (!amend.method) return sendAnswer(sent.id, { type: 'success', result: amend.result });
      const id = ownId++;
      waiting.set(id, (done) => {
        waiting.delete(id);
        if (done.type !== 'success') return sendAnswer(sent.id, done);
        sendAnswer(sent.id, { type: 'success', result: amend.toAnswer(done.result) });
      });
      firefox.send(JSON.stringify({ id, method: amend.method, params: amend.params }));
    });
    firefox.send(JSON.stringify(sent));
  });
  firefox.on('close', () => client.close());
  client.on('close', () => firefox.close());
}

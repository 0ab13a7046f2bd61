import { readFileSync } from 'node:fs';
import { startServerChild } from './service/serverChild.ts';
import { inPool, merchantClient, nftRequest, payOrder } from './orders.ts';
const s = await startServerChild('sandbox', 'fast');
const cpu = (pid: number) => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
const m = merchantClient(s.url);
for (const conc of [1, 5, 20, 50]) {
const N = 300;
let t = performance.now(); const c0 = cpu(s.pid); const p0 = process.cpuUsage();
await inPool(N, conc, async (i) => { const { clientToken } = await m.createClientToken(nftRequest()); await payOrder(s.url, clientToken); });
const wall = performance.now() - t; const p = process.cpuUsage(p0);
console.log(conc, 'orders/s', (N / (wall / 1000)).toFixed(0), 'child cpu %', ((cpu(s.pid) - c0) / wall * 100).toFixed(0), 'parent cpu %', ((p.user + p.system) / 1000 / wall * 100).toFixed(0));
}
await s.stop();

// temporary diagnostic (not committed)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox'] });
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
await chrome.kill();
const a = r!.lhr.audits;
writeFileSync(`/tmp/lh/${url.replace(/\W+/g, '_')}.json`, JSON.stringify(r!.lhr));
console.log(url, 'perf', r!.lhr.categories.performance.score);
for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'total-blocking-time', 'cumulative-layout-shift']) console.log(id, Math.round(a[id].numericValue!), a[id].score);
console.log('LCP el', JSON.stringify((a['largest-contentful-paint-element'] as any).details?.items?.[0]?.items?.[0]?.node?.snippet));
console.log('phases', JSON.stringify((a['largest-contentful-paint-element'] as any).details?.items?.[1]?.items));
const reqs = (a['network-requests'] as any).details.items.map((i: any) => `${Math.round(i.networkRequestTime)}-${Math.round(i.networkEndTime)} ${i.priority} ${i.resourceType} ${Math.round(i.transferSize/1024)}KB ${i.url.replace(/^https?:\/\/[^/]+/, '')}`);
console.log(reqs.join('\n'));

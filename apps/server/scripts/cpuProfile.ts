// CPU profile of the server's thread during a benchmark's load window (node:inspector, the same
// V8 profiler as `node --cpu-prof`), and a summary of where the time went: self time by category
// (database driver, query builder, HTTP, logging, validation, our code, GC, idle) and the top
// functions by self time. Used by bench-load.ts --profile.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  readonly hitCount?: number;
}

export interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly startTime: number;
  readonly endTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

export async function startProfile(): Promise<() => Promise<CpuProfile>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  return async () => {
    const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
    session.disconnect();
    return profile;
  };
}

/** The category a frame's self time counts under, from its script URL and name. */
function categoryOf(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame;
  if (url === '') {
    if (functionName === '(garbage collector)') return 'GC';
    if (functionName === '(idle)') return 'idle';
    if (functionName === '(program)') return 'V8/native (program)';
    return `native: ${functionName || '(anonymous)'}`;
  }
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg !== null) return `package ${pkg[1]}`;
  if (url.startsWith('node:')) return `node ${url.slice(5).split('/')[0]}`;
  const workspace = /\/(apps|packages)\/([^/]+)\/src\/(.*)$/.exec(url);
  if (workspace !== null) {
    if (workspace[2] === 'server') return `server src/${workspace[3]!.split('/').slice(0, -1).join('/') || '.'}`;
    return `@perya/${workspace[2]}`;
  }
  return url.replace(/^file:\/\/.*\/(apps|packages)\//, '$1/');
}

function shortUrl(url: string): string {
  return url.replace(/^file:\/\//, '').replace(/^.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '').replace(/^.*\/(apps|packages)\//, '$1/');
}

/** Self time by category and the top functions, as printable lines. */
export function summarise(profile: CpuProfile, top = 20): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i]!;
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const categories = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)!.callFrame;
    const category = categoryOf(frame);
    categories.set(category, (categories.get(category) ?? 0) + us);
    const name = frame.url === '' ? frame.functionName : `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}:${frame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + us);
  }
  const pct = (us: number) => `${((100 * us) / total).toFixed(1).padStart(5)}%`;
  const lines = [`CPU profile of the server thread: ${(total / 1e6).toFixed(1)} s sampled`, 'self time by category:'];
  for (const [name, us] of [...categories].sort((a, b) => b[1] - a[1]).slice(0, top)) lines.push(`  ${pct(us)}  ${name}`);
  lines.push('top functions by self time:');
  for (const [name, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top)) lines.push(`  ${pct(us)}  ${name}`);
  return lines;
}

export function saveProfile(file: string, profile: CpuProfile): void {
  writeFileSync(file, JSON.stringify(profile));
}

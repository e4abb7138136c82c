export const BUILD_CHECK_INTERVAL_MS = 3_600_000;

/** The deployed build's id, from the same /config.json the server builds from dist/build.json. */
export async function fetchDeployedBuildId(fetchFn: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchFn('/config.json', {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const buildId = (body as { buildId?: unknown } | null)?.buildId;
    return typeof buildId === 'string' && buildId !== '' ? buildId : null;
  } catch {
    return null;
  }
}

export interface BuildCheckOptions {
  currentBuildId: string;
  onNewBuild: (deployedBuildId: string) => void;
  intervalMs?: number;
  fetchFn?: typeof fetch;
}

/** Checks every hour whether another build was deployed; stops after telling once. Returns a stop function. */
export function startBuildCheck({
  currentBuildId,
  onNewBuild,
  intervalMs = BUILD_CHECK_INTERVAL_MS,
  fetchFn,
}: BuildCheckOptions): () => void {
  let stopped = false;
  const timer = setInterval(() => {
    void fetchDeployedBuildId(fetchFn).then((deployed) => {
      if (stopped || !deployed || deployed === currentBuildId) return;
      stop();
      onNewBuild(deployed);
    });
  }, intervalMs);
  function stop() {
    stopped = true;
    clearInterval(timer);
  }
  return stop;
}

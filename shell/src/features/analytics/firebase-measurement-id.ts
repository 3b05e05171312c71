import type { FirebaseWebConfig } from '@sakina/shared/contracts';

/** Firebase's own limit for its web-config request. */
export const webConfigTimeoutMs = 60_000;

/**
 * Firebase Analytics measures through the Google tag with the app's measurement id. When the config leaves it
 * out, Firebase's web-config endpoint gives it (as its SDK does); a failure or time-out leaves Firebase off.
 */
export async function firebaseMeasurementId(config: FirebaseWebConfig, fetchJson = fetch): Promise<string | null> {
  if (config.measurementId) return config.measurementId;
  try {
    const response = await fetchJson(
      `https://firebase.googleapis.com/v1alpha/projects/-/apps/${encodeURIComponent(config.appId)}/webConfig`,
      {
        headers: { accept: 'application/json', 'x-goog-api-key': config.apiKey },
        signal: AbortSignal.timeout(webConfigTimeoutMs),
      },
    );
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const { measurementId } = (await response.json()) as { measurementId?: unknown };
    return typeof measurementId === 'string' && /^G-[A-Z0-9]+$/.test(measurementId) ? measurementId : null;
  } catch (error) {
    console.info('Firebase Analytics is off: its web config did not arrive.', error);
    return null;
  }
}

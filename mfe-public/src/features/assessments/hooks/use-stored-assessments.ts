import { useEffect, useState } from 'react';
import { useAssessmentsStore } from '../../../stores/assessments';

/**
 * Reads this device's answers and history into the store after mount (never while rendering on the server or
 * hydrating), and says when they are there.
 */
export function useStoredAssessments(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    void Promise.resolve(useAssessmentsStore.persist.rehydrate()).then(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, []);
  return ready;
}

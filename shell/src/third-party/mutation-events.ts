type Listener = (operationName: string) => void;

const listeners = new Set<Listener>();

/** Every mutation the API accepted, by operation name: the Apollo Client created in bootstrap reports them. */
export const mutationEvents = {
  emit: (operationName: string): void => {
    for (const listener of listeners) listener(operationName);
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

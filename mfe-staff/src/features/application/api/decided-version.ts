/** What a claim or decision answers: the page reads the application again afterwards. */
export interface DecidedVersion {
  id: string;
  version: string;
}

/**
 * The numbers to call for help, each named for what it is, in the one order every page shows them: emergency
 * first. Their numbers are settings (RuntimeConfig), so an operator can correct one without a release.
 */
export type HelpLineKind = 'emergency' | 'ambulance' | 'mentalHealth' | 'medicalAdvice';

/** The settings that hold the numbers; an empty one hides its line. */
export interface HelpLineNumbers {
  /** 911, the unified emergency number. */
  emergencyNumber: string;
  /** 997, the Saudi Red Crescent's ambulance. */
  ambulanceNumber: string;
  /** The National Center for Mental Health Promotion's line. */
  mentalHealthLine: string;
  /** 937, the Ministry of Health's medical advice at any hour: not a crisis line. */
  medicalAdviceLine: string;
}

export const helpLineDefaults: HelpLineNumbers = {
  emergencyNumber: '911',
  ambulanceNumber: '997',
  // Attributed to the National Center for Mental Health Promotion by third-party lists only (unverified): a
  // setting (MENTAL_HEALTH_LINE) so an operator can confirm or change it.
  mentalHealthLine: '920033360',
  medicalAdviceLine: '937',
};

const settingOf = {
  emergency: 'emergencyNumber',
  ambulance: 'ambulanceNumber',
  mentalHealth: 'mentalHealthLine',
  medicalAdvice: 'medicalAdviceLine',
} as const satisfies Record<HelpLineKind, keyof HelpLineNumbers>;

/** Emergency before anything else, then the ambulance, then the lines to talk to someone or ask for advice. */
export const helpLineOrder: readonly HelpLineKind[] = ['emergency', 'ambulance', 'mentalHealth', 'medicalAdvice'];

export interface HelpLine {
  kind: HelpLineKind;
  number: string;
  /** What the line is ("Unified emergency number"), in the `helpLines` namespace. */
  nameKey: `helpLines:${HelpLineKind}.name`;
  /** The call link's accessible name, with {{number}}. */
  callKey: `helpLines:${HelpLineKind}.call`;
}

/** The configured lines in order; `only` keeps some of them (in the same order). */
export function helpLines(numbers: HelpLineNumbers, only: readonly HelpLineKind[] = helpLineOrder): HelpLine[] {
  return helpLineOrder
    .filter((kind) => only.includes(kind) && numbers[settingOf[kind]] !== '')
    .map((kind) => ({
      kind,
      number: numbers[settingOf[kind]],
      nameKey: `helpLines:${kind}.name`,
      callKey: `helpLines:${kind}.call`,
    }));
}

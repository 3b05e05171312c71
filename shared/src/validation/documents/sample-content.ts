import type { ConsultantContractInput } from './consultant-contract';
import type { InvoiceInput } from './invoice';
import type { MedicalPrescriptionInput } from './medical-prescription';
import type { ClinicalRequestInput } from './clinical-request';
import type { MentalMeasurementResultInput } from './mental-measurement-result';
import type { StandardMedicalReportInput } from './standard-medical-report';
import type { IssuedDocumentKind } from './issue-document';
import type { DocumentLanguage } from './parts';

/**
 * A complete, valid content of each kind in each language: what `npm run documents:demo` issues, and the input
 * the tests start from. Names and numbers are made up (the national ID is the published valid test number).
 */
type Samples = {
  'consultant-contract': ConsultantContractInput;
  invoice: InvoiceInput;
  'laboratory-request': ClinicalRequestInput;
  'medical-prescription': MedicalPrescriptionInput;
  'mental-measurement-result': MentalMeasurementResultInput;
  'radiology-request': ClinicalRequestInput;
  'standard-medical-report': StandardMedicalReportInput;
};

const patient = {
  ar: { name: 'سارة أحمد العتيبي', ageYears: 34, gender: 'female', fileNumber: 'P-204817' },
  en: { name: 'Sara Ahmed Alotaibi', ageYears: 34, gender: 'female', fileNumber: 'P-204817' },
} as const;

const samples: Record<DocumentLanguage, Samples> = {
  ar: {
    'consultant-contract': {
      practitioner: {
        nameAr: 'خالد عبدالله الشهري',
        nameEn: 'Khalid Abdullah Alshehri',
        nationalId: '1000000008',
        scfhsNumber: '09JP0284330',
        classification: 'استشاري الطب النفسي',
      },
      startDate: '2026-12-01',
      revenueSharePercent: 70,
      clauses: [
        { title: 'موضوع العقد', text: 'يقدم المستشار استشارات عن بعد عبر المنصة وفق الأنظمة المعمول بها في المملكة.' },
        { title: 'السرية', text: 'يلتزم المستشار بسرية بيانات المستفيدين وفق نظام حماية البيانات الشخصية.' },
        { title: 'المدة والإنهاء', text: 'مدة العقد سنة تتجدد تلقائيًا، ولكل طرف إنهاؤه بإشعار مدته ثلاثون يومًا.' },
      ],
      acceptance: {
        acceptedBy: 'خالد عبدالله الشهري',
        acceptedAt: '2026-11-20T10:15:00Z',
        account: 'khalid@example.com',
      },
    },
    invoice: {
      buyer: { name: 'سارة أحمد العتيبي' },
      lines: [
        {
          consultationKind: 'psychological',
          channel: 'video',
          practitionerName: 'د. خالد الشهري',
          date: '2026-11-20',
          minutes: 30,
          unitPriceHalalas: 25_000,
        },
        {
          consultationKind: 'family',
          channel: 'voice',
          practitionerName: 'أ. منى القحطاني',
          date: '2026-11-22',
          minutes: 30,
          unitPriceHalalas: 19_999,
        },
      ],
    },
    'laboratory-request': {
      patient: patient.ar,
      items: [
        { code: '85025', name: 'تعداد الدم الكامل' },
        { code: '84443', name: 'هرمون منبه الغدة الدرقية' },
      ],
      clinicalInformation: 'إرهاق مستمر وقلة نوم منذ ثلاثة أشهر؛ استبعاد أسباب عضوية قبل بدء العلاج.',
      urgency: 'routine',
    },
    'medical-prescription': {
      patient: patient.ar,
      diagnosis: { text: 'اضطراب القلق العام', icd10: 'F41.1' },
      medicines: [
        {
          name: 'Sertraline',
          strength: '50 ملغ',
          form: 'أقراص',
          dose: 'قرص واحد',
          route: 'بالفم',
          frequency: 'مرة يوميًا صباحًا',
          duration: '30 يومًا',
          quantity: '30 قرصًا',
          instructions: 'بعد الأكل',
        },
      ],
      validityDays: 30,
    },
    'mental-measurement-result': {
      instrument: { code: 'GAD-7', name: 'مقياس القلق العام (GAD-7)' },
      answers: [
        { question: 'الشعور بالتوتر أو القلق', answer: 'أكثر من نصف الأيام', points: 2 },
        { question: 'عدم القدرة على إيقاف القلق', answer: 'عدة أيام', points: 1 },
        { question: 'القلق الزائد حول أمور مختلفة', answer: 'أكثر من نصف الأيام', points: 2 },
        { question: 'صعوبة الاسترخاء', answer: 'عدة أيام', points: 1 },
        { question: 'التململ', answer: 'أبدًا', points: 0 },
        { question: 'سرعة الانزعاج', answer: 'عدة أيام', points: 1 },
        { question: 'الخوف من حدوث أمر سيئ', answer: 'عدة أيام', points: 1 },
      ],
      score: 8,
      maxScore: 21,
      band: { level: 'mild', label: 'قلق خفيف' },
      meaning: 'تشير النتيجة إلى أعراض قلق خفيفة قد تؤثر أحيانًا في يومك.',
      advice: 'جرّب تمارين التنفس والنوم المنتظم، وتحدث مع مختص إن استمرت الأعراض أكثر من أسبوعين.',
    },
    'radiology-request': {
      patient: patient.ar,
      items: [{ code: '70551', name: 'رنين مغناطيسي للدماغ دون صبغة' }],
      clinicalInformation: 'صداع متكرر مع اضطراب في التركيز؛ لا توجد علامات عصبية بؤرية.',
      urgency: 'urgent',
    },
    'standard-medical-report': {
      patient: patient.ar,
      reasonForConsultation: 'صعوبة في النوم وقلق مستمر منذ ثلاثة أشهر.',
      history: 'لا أمراض مزمنة. ضغوط عمل متزايدة. لا علاج نفسي سابق.',
      findings: 'مزاج قلق، تفكير منتظم، لا أفكار إيذاء.',
      assessment: 'اضطراب القلق العام بدرجة خفيفة إلى متوسطة.',
      plan: 'علاج معرفي سلوكي أسبوعي لمدة ثمانية أسابيع مع متابعة دوائية.',
      recommendations: ['تمارين الاسترخاء يوميًا', 'موعد متابعة بعد أسبوعين'],
      sickLeaveDays: 3,
    },
  },
  en: {
    'consultant-contract': {
      practitioner: {
        nameAr: 'خالد عبدالله الشهري',
        nameEn: 'Khalid Abdullah Alshehri',
        nationalId: '1000000008',
        scfhsNumber: '09JP0284330',
        classification: 'Consultant psychiatrist',
      },
      startDate: '2026-12-01',
      revenueSharePercent: 70,
      clauses: [
        {
          title: 'Subject',
          text: 'The consultant provides remote consultations through the platform under the laws of the Kingdom.',
        },
        {
          title: 'Confidentiality',
          text: "The consultant keeps beneficiaries' data confidential under the Personal Data Protection Law.",
        },
        {
          title: 'Term and termination',
          text: 'One year, renewed automatically; either party may end it with thirty days of notice.',
        },
      ],
      acceptance: {
        acceptedBy: 'Khalid Abdullah Alshehri',
        acceptedAt: '2026-11-20T10:15:00Z',
        account: 'khalid@example.com',
      },
    },
    invoice: {
      buyer: { name: 'Sara Ahmed Alotaibi' },
      lines: [
        {
          consultationKind: 'psychological',
          channel: 'video',
          practitionerName: 'Dr. Khalid Alshehri',
          date: '2026-11-20',
          minutes: 30,
          unitPriceHalalas: 25_000,
        },
        {
          consultationKind: 'family',
          channel: 'voice',
          practitionerName: 'Mona Alqahtani',
          date: '2026-11-22',
          minutes: 30,
          unitPriceHalalas: 19_999,
        },
      ],
    },
    'laboratory-request': {
      patient: patient.en,
      items: [
        { code: '85025', name: 'Complete blood count' },
        { code: '84443', name: 'Thyroid-stimulating hormone' },
      ],
      clinicalInformation: 'Fatigue and poor sleep for three months; rule out organic causes before treatment.',
      urgency: 'routine',
    },
    'medical-prescription': {
      patient: patient.en,
      diagnosis: { text: 'Generalized anxiety disorder', icd10: 'F41.1' },
      medicines: [
        {
          name: 'Sertraline',
          strength: '50 mg',
          form: 'Tablet',
          dose: 'One tablet',
          route: 'Oral',
          frequency: 'Once daily, in the morning',
          duration: '30 days',
          quantity: '30 tablets',
          instructions: 'After food',
        },
      ],
      validityDays: 30,
    },
    'mental-measurement-result': {
      instrument: { code: 'GAD-7', name: 'Generalized Anxiety Disorder scale (GAD-7)' },
      answers: [
        { question: 'Feeling nervous, anxious or on edge', answer: 'More than half the days', points: 2 },
        { question: 'Not being able to stop or control worrying', answer: 'Several days', points: 1 },
        { question: 'Worrying too much about different things', answer: 'More than half the days', points: 2 },
        { question: 'Trouble relaxing', answer: 'Several days', points: 1 },
        { question: 'Being so restless that it is hard to sit still', answer: 'Not at all', points: 0 },
        { question: 'Becoming easily annoyed or irritable', answer: 'Several days', points: 1 },
        { question: 'Feeling afraid as if something awful might happen', answer: 'Several days', points: 1 },
      ],
      score: 8,
      maxScore: 21,
      band: { level: 'mild', label: 'Mild anxiety' },
      meaning: 'Your answers point to mild anxiety that may sometimes affect your day.',
      advice: 'Try breathing exercises and regular sleep, and talk to a specialist if it lasts over two weeks.',
    },
    'radiology-request': {
      patient: patient.en,
      items: [{ code: '70551', name: 'MRI brain without contrast' }],
      clinicalInformation: 'Recurrent headaches with poor concentration; no focal neurological signs.',
      urgency: 'urgent',
    },
    'standard-medical-report': {
      patient: patient.en,
      reasonForConsultation: 'Trouble sleeping and constant worry for three months.',
      history: 'No chronic illness. Growing pressure at work. No earlier psychological treatment.',
      findings: 'Anxious mood, organised thinking, no thoughts of self-harm.',
      assessment: 'Generalized anxiety disorder, mild to moderate.',
      plan: 'Weekly cognitive behavioural therapy for eight weeks, with medication follow-up.',
      recommendations: ['Relaxation exercises every day', 'Follow-up appointment in two weeks'],
      sickLeaveDays: 3,
    },
  },
};

export function sampleDocumentContent<Kind extends IssuedDocumentKind>(
  kind: Kind,
  language: DocumentLanguage,
): Samples[Kind] {
  return structuredClone(samples[language][kind]);
}

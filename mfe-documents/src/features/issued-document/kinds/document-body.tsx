import type {
  ClinicalRequestContent,
  ConsultantContractContent,
  InvoiceContent,
  MedicalPrescriptionContent,
  MentalMeasurementResultContent,
  StandardMedicalReportContent,
} from '@sakina/shared/validation';
import type { KindProps } from './kind-props';
import { ConsultantContractBody } from './consultant-contract-body';
import { InvoiceBody } from './invoice-body';
import { MedicalPrescriptionBody } from './medical-prescription-body';
import { ClinicalRequestBody } from './clinical-request-body';
import { MentalMeasurementResultBody } from './mental-measurement-result-body';
import { StandardMedicalReportBody } from './standard-medical-report-body';

/** The body of a document by its kind; its content is the kind's schema output, as the API stored it. */
export function DocumentBody(props: KindProps<unknown>) {
  const kind = props.document.kind;
  switch (kind) {
    case 'consultant-contract':
      return <ConsultantContractBody {...props} content={props.content as ConsultantContractContent} />;
    case 'invoice':
      return <InvoiceBody {...props} content={props.content as InvoiceContent} />;
    case 'medical-prescription':
      return <MedicalPrescriptionBody {...props} content={props.content as MedicalPrescriptionContent} />;
    case 'laboratory-request':
      return (
        <ClinicalRequestBody {...props} content={props.content as ClinicalRequestContent} itemsTitle="clinical.tests" />
      );
    case 'radiology-request':
      return (
        <ClinicalRequestBody
          {...props}
          content={props.content as ClinicalRequestContent}
          itemsTitle="clinical.examinations"
        />
      );
    case 'mental-measurement-result':
      return <MentalMeasurementResultBody {...props} content={props.content as MentalMeasurementResultContent} />;
    case 'standard-medical-report':
      return <StandardMedicalReportBody {...props} content={props.content as StandardMedicalReportContent} />;
    default:
      return kind satisfies never;
  }
}

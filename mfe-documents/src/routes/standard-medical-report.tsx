import { DocumentPage } from '../features/issued-document/components/document-page';

export default function StandardMedicalReportPage() {
  return <DocumentPage kind="standard-medical-report" />;
}

import { DocumentPage } from '../features/issued-document/components/document-page';

export default function MedicalPrescriptionPage() {
  return <DocumentPage kind="medical-prescription" />;
}

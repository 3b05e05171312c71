import { DocumentPage } from '../features/issued-document/components/document-page';

export default function LaboratoryRequestPage() {
  return <DocumentPage kind="laboratory-request" />;
}

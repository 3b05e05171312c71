import { DocumentPage } from '../features/issued-document/components/document-page';

export default function ConsultantContractPage() {
  return <DocumentPage kind="consultant-contract" />;
}

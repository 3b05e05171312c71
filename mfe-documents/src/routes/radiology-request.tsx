import { DocumentPage } from '../features/issued-document/components/document-page';

export default function RadiologyRequestPage() {
  return <DocumentPage kind="radiology-request" />;
}

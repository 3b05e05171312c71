import { DocumentPage } from '../features/issued-document/components/document-page';

export default function InvoicePage() {
  return <DocumentPage kind="invoice" />;
}

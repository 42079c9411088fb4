import { Button } from '@mantine/core';
import { useParams } from 'react-router';
import { CreditMemoView, useCreditMemo } from '../features/documents';
import type { CreditMemoDetail } from '../features/documents';
import { usePdfDownload } from '../features/pdf';
import { creditMemoPdf } from '../printing/document-pdfs';
import { PageHeader } from '../ui/PageHeader';
import { ErrorState, Loading } from '../ui/PageState';
import { CREDIT_MEMO_DOWNLOAD_DELAY_MS, creditMemoFileName } from '../../domain/documents/pdf-totals';

/** Saves CM_{id}_from_{company}.pdf after the spec's 1 second delay. */
function DownloadCreditMemo({ data }: { data: CreditMemoDetail }) {
  const pdf = usePdfDownload();
  const { creditMemo: memo } = data;
  const build = () => creditMemoPdf(data);
  return (
    <>
      <Button
        loading={pdf.pending}
        onClick={() =>
          void pdf.download(
            build,
            creditMemoFileName(memo.refNumber, data.company.name),
            CREDIT_MEMO_DOWNLOAD_DELAY_MS,
          )
        }
      >
        Download Credit Memo
      </Button>
      {pdf.error && <ErrorState error={pdf.error} />}
    </>
  );
}

export default function CreditMemoViewPage() {
  const id = useParams().id ?? '';
  const memo = useCreditMemo(id);
  return (
    <>
      <PageHeader title="Credit Memo Page" subtitle={`Showing Credit Memo # ${id}`} />
      {memo.isPending ? (
        <Loading />
      ) : memo.error ? (
        <ErrorState error={memo.error} />
      ) : (
        <CreditMemoView data={memo.data} download={<DownloadCreditMemo data={memo.data} />} />
      )}
    </>
  );
}

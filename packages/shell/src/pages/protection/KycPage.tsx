// /kyc (issue 15): the identity check a market may ask before the first deposit. Document type and
// number, and a selfie holding the document, taken with the front camera and made small in a
// canvas (at most 1024 px, JPEG 0.8) before it is sent as a data URL; the server's identity
// adapter keeps it encrypted. The status shows once it is sent.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '@perya/i18n';
import { KYC_DOCUMENT_TYPES, KYC_SELFIE_MAX_CHARS } from '@perya/api/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { kycSubmitMutation, protectionStateQuery } from '@perya/api/queries/protection';
import { useErrorText } from '../auth/useApiError';
import { tData } from '../../services/t';
import { fitWithin, SELFIE_MAX_SIDE, SELFIE_QUALITY } from './protectionLogic';
import * as layout from '../../app/layout.css';
import * as ui from '../../components/ui.css';
import * as css from './protection.css';
import { ErrorState, NavBar, Skeleton } from '@perya/ui';

type DocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve(img);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('not an image'));
    };
    img.src = url;
  });
}

/** The photo drawn no larger than SELFIE_MAX_SIDE on a side, as a JPEG data URL. */
export async function downscaleSelfie(file: Blob): Promise<string> {
  const img = await loadImage(file);
  const size = fitWithin(img.naturalWidth, img.naturalHeight, SELFIE_MAX_SIDE);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  if (!ctx || size.width === 0) throw new Error('cannot draw the photo');
  ctx.drawImage(img, 0, 0, size.width, size.height);
  return canvas.toDataURL('image/jpeg', SELFIE_QUALITY);
}

export default function KycPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const state = useQuery({ ...protectionStateQuery(), staleTime: 0 });
  const [documentType, setDocumentType] = useState<DocumentType>('nationalId');
  const [documentNumber, setDocumentNumber] = useState('');
  const [selfie, setSelfie] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useMutation(kycSubmitMutation({ callOptions: { noToast: true } }));

  const onPhoto = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    setProblem(null);
    setSelfie(null);
    if (!file) return;
    downscaleSelfie(file).then(
      (url) => (url.length > KYC_SELFIE_MAX_CHARS ? setProblem(t('messages.selfieTooLarge')) : setSelfie(url)),
      () => setProblem(t('messages.selfieInvalid')),
    );
  };

  const send = (e: FormEvent) => {
    e.preventDefault();
    const number = documentNumber.trim();
    if (!/^[A-Za-z0-9][A-Za-z0-9 .\-/]{3,31}$/.test(number)) return setProblem(t('messages.documentNumberInvalid'));
    if (selfie === null) return setProblem(t('messages.selfieInvalid'));
    setProblem(null);
    submit.mutate({ documentType, documentNumber: number, selfie });
  };

  const kyc = state.data?.kyc;
  return (
    <>
      <NavBar title={t('kyc.title')} />
      <div className={layout.page} data-page="kyc">
        {state.isPending ? (
          <Skeleton shape="row" count={4} />
        ) : state.isError ? (
          <ErrorState error={state.error} onRetry={() => void state.refetch()} />
        ) : (
          <>
            <section className={ui.card}>
              <p className={ui.paragraph}>{t('kyc.intro')}</p>
              <p className={ui.muted} data-testid="kyc-status" data-status={kyc?.status}>
                {t('kyc.statusLabel', { status: tData(t, `kyc.status.${kyc?.status ?? 'none'}`) })}
                {kyc && kyc.documentTail !== '' ? ` · ${t('kyc.documentEnding', { tail: kyc.documentTail })}` : ''}
              </p>
            </section>
            {kyc?.status === 'verified' || kyc?.status === 'pending' ? null : (
              <form className={`${ui.card} ${ui.form}`} onSubmit={send} noValidate>
                <div className={ui.field}>
                  <label className={ui.label} htmlFor="kyc-type">
                    {t('kyc.documentType')}
                  </label>
                  <select id="kyc-type" className={ui.input} value={documentType} onChange={(e) => setDocumentType(e.target.value as DocumentType)}>
                    {KYC_DOCUMENT_TYPES.map((d) => (
                      <option key={d} value={d}>
                        {tData(t, `kyc.documents.${d}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <div className={ui.field}>
                  <label className={ui.label} htmlFor="kyc-number">
                    {t('kyc.documentNumber')}
                  </label>
                  <input id="kyc-number" className={ui.input} autoComplete="off" value={documentNumber} onChange={(e) => setDocumentNumber(e.target.value)} />
                </div>
                <div className={ui.field}>
                  <label className={ui.label} htmlFor="kyc-selfie">
                    {t('kyc.selfie')}
                  </label>
                  <p className={ui.muted}>{t('kyc.selfieHint')}</p>
                  <input id="kyc-selfie" type="file" accept="image/*" capture="user" onChange={onPhoto} />
                  {selfie ? <img className={css.selfiePreview} src={selfie} alt={t('kyc.selfiePreview')} /> : null}
                </div>
                {problem ? (
                  <p className={ui.fieldError} role="alert">
                    {problem}
                  </p>
                ) : null}
                {submit.isError ? (
                  <p className={ui.fieldError} role="alert">
                    {errorText(submit.error)}
                  </p>
                ) : null}
                <button type="submit" className={ui.button.primary} disabled={submit.isPending}>
                  {t('kyc.submit')}
                </button>
              </form>
            )}
          </>
        )}
      </div>
    </>
  );
}

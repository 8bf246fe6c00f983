// /kyc (issue 15): the identity check a market may ask before the first deposit. Where the check
// stands (a stepper: send, check, verified), then the document type and number and a selfie holding
// the document, taken with the front camera and made small in a canvas (at most 1024 px, JPEG 0.8)
// before it is sent as a data URL; the server's identity adapter keeps it encrypted. The form is
// checked by the kycSubmit request's schema (document number pattern, photo type and size).
import { Controller } from 'react-hook-form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@perya/i18n';
import { routes } from '@perya/api/routes';
import { KYC_DOCUMENT_TYPES, type ProtectionState } from '@perya/api/contract';
import { kycSubmitMutation, protectionStateQuery } from '@perya/api/queries/protection';
import { Box, Card, ErrorState, Inline, Input, NavBar, PhotoCapture, SegmentedControl, Skeleton, Stack, Text } from '@perya/ui';
import { SaferPlayArt } from '@perya/ui/art';
import { FormError, SubmitButton, useApiForm } from '../../forms';
import { tData } from '../../services/t';
import { fitWithin, SELFIE_MAX_SIDE, SELFIE_QUALITY } from './protectionLogic';
import * as layout from '../../app/layout.css';
import * as css from './protection.css';

type DocumentType = (typeof KYC_DOCUMENT_TYPES)[number];
type KycStatus = ProtectionState['kyc']['status'];

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

const STEPS = ['send', 'check', 'verified'] as const;

/** How far the check has come: the steps done, and the one the player or the operator is on. */
export function kycStep(status: KycStatus): { done: number; refused: boolean } {
  switch (status) {
    case 'none':
      return { done: 0, refused: false };
    case 'rejected':
      return { done: 0, refused: true };
    case 'pending':
      return { done: 1, refused: false };
    case 'verified':
      return { done: 3, refused: false };
  }
}

function CheckMark() {
  return (
    <svg viewBox="0 0 24 24" width="60%" height="60%" aria-hidden="true" focusable="false">
      <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function Stepper({ status }: { status: KycStatus }) {
  const { t } = useTranslation();
  const { done, refused } = kycStep(status);
  return (
    <Box as="ol" display="flex" paddingLeft="none" marginTop="none" marginBottom="none" aria-label={t('kyc.stepsLabel')} data-testid="kyc-steps">
      {STEPS.map((step, i) => {
        const state = i < done ? 'done' : i === done ? (refused ? 'refused' : 'current') : 'todo';
        return (
          <Stack as="li" key={step} space="xs" flexGrow={1} flexBasis="0" minWidth="0" aria-current={i === done ? 'step' : undefined} data-state={state}>
            <Inline space="none" wrap={false}>
              <span className={css.stepLine[i === 0 ? 'none' : i <= done ? 'done' : 'todo']} />
              <span className={css.stepDot[state]}>{state === 'done' ? <CheckMark /> : i + 1}</span>
              <span className={css.stepLine[i === STEPS.length - 1 ? 'none' : i < done ? 'done' : 'todo']} />
            </Inline>
            <Text size="xs" align="center" weight={i === done ? 'semibold' : 'regular'} tone={state === 'todo' ? 'muted' : refused && i === done ? 'danger' : 'neutral'}>
              {tData(t, `kyc.steps.${step}`)}
            </Text>
          </Stack>
        );
      })}
    </Box>
  );
}

type KycValues = { documentType: DocumentType; documentNumber: string; selfie: string };

function KycForm({ documentType }: { documentType: DocumentType | null }) {
  const { t } = useTranslation();
  const submit = useMutation(kycSubmitMutation({ callOptions: { noToast: true } }));
  const form = useApiForm<KycValues>({
    endpoint: routes.kycSubmit,
    defaultValues: { documentType: documentType ?? 'nationalId', documentNumber: '', selfie: '' },
    serverFields: { documentNumberInvalid: 'documentNumber', selfieInvalid: 'selfie', selfieTooLarge: 'selfie', selfieUnreadable: 'selfie', selfieSize: 'selfie' },
  });
  return (
    <Card>
      <Stack as="form" space="lg" noValidate data-testid="kyc-form" onSubmit={form.submit((v) => submit.mutateAsync(v))}>
        <Controller
          control={form.control}
          name="documentType"
          render={({ field }) => (
            <Stack space="xs">
              <Text size="sm" weight="semibold" aria-hidden="true">
                {t('kyc.documentType')}
              </Text>
              <SegmentedControl
                label={t('kyc.documentType')}
                wrap
                options={KYC_DOCUMENT_TYPES.map((d) => ({ value: d, label: tData(t, `kyc.documents.${d}`) }))}
                value={field.value}
                onChange={field.onChange}
              />
            </Stack>
          )}
        />
        <Input {...form.register('documentNumber')} label={t('kyc.documentNumber')} autoComplete="off" autoCapitalize="characters" error={form.errorOf('documentNumber')} />
        <Controller
          control={form.control}
          name="selfie"
          render={({ field }) => (
            <PhotoCapture
              ref={field.ref}
              label={t('kyc.selfie')}
              hint={t('kyc.selfieHint')}
              actionLabel={t('kyc.takePhoto')}
              retakeLabel={t('kyc.retakePhoto')}
              preview={field.value === '' ? null : field.value}
              previewAlt={t('kyc.selfiePreview')}
              capture="user"
              error={form.errorOf('selfie')}
              onBlur={field.onBlur}
              onFile={(file) => {
                if (!file) return;
                form.clearErrors('selfie');
                downscaleSelfie(file).then(
                  (url) => field.onChange(url),
                  () => {
                    field.onChange('');
                    form.setError('selfie', { type: 'rule', message: 'selfieInvalid' });
                  },
                );
              }}
              data-testid="kyc-selfie"
            />
          )}
        />
        <FormError form={form} />
        <SubmitButton form={form}>{t('kyc.submit')}</SubmitButton>
      </Stack>
    </Card>
  );
}

export default function KycPage() {
  const { t } = useTranslation();
  const state = useQuery({ ...protectionStateQuery(), staleTime: 0 });
  const kyc = state.data?.kyc;
  return (
    <>
      <NavBar title={t('kyc.title')} />
      <div className={layout.page} data-page="kyc">
        {state.isPending ? (
          <Skeleton shape="row" count={4} />
        ) : state.isError || kyc === undefined ? (
          <ErrorState error={state.error} onRetry={() => void state.refetch()} />
        ) : (
          <>
            <Card>
              <Stack space="lg">
                <Inline space="md" wrap={false}>
                  <SaferPlayArt motif="id" size="md" />
                  <Text size="sm">{t('kyc.intro')}</Text>
                </Inline>
                <Stepper status={kyc.status} />
                <Text tone={kyc.status === 'rejected' ? 'danger' : 'muted'} size="sm" align="center" data-testid="kyc-status" data-status={kyc.status}>
                  {t('kyc.statusLabel', { status: tData(t, `kyc.status.${kyc.status}`) })}
                  {kyc.documentTail !== '' ? ` · ${t('kyc.documentEnding', { tail: kyc.documentTail })}` : ''}
                </Text>
              </Stack>
            </Card>
            {kyc.status === 'verified' || kyc.status === 'pending' ? null : <KycForm documentType={kyc.documentType} />}
          </>
        )}
      </div>
    </>
  );
}

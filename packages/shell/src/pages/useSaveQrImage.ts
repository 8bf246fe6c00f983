// "Save image" under a QR code (the invite link's, the deposit's): the code as a PNG download, and
// the spec §5 fixed-map event saveImage.click.
import { useCallback } from 'react';
import { EVENT_SAVE_IMAGE_CLICK } from '@perya/domain';
import { qrPngBlob } from '@perya/ui';
import { useServices } from '../services/services';
import { saveBlob } from '../platform/saveImage';

export function useSaveQrImage(): (value: string, fileName: string) => Promise<boolean> {
  const s = useServices();
  return useCallback(
    async (value, fileName) => {
      void s.reporter.report(EVENT_SAVE_IMAGE_CLICK);
      return saveBlob(await qrPngBlob(value), fileName);
    },
    [s],
  );
}

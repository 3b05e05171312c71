export { drawQrCode, qrCodeSvgFile, type QrCodeDrawing } from './qr-code-drawing';
export { qrCodeImagePath } from './qr-code-image-path';

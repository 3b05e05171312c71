export { drawQrCode, qrCodeImagePath, qrCodeSvgFile, type QrCodeDrawing } from './qr-code-drawing';

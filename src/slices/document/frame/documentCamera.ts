import type { Message } from '../../../frame/texts.js';
import type { CaptureSide } from '../api/identityCheck.js';
import type { SideIds } from './documentFields.js';
import type { DocumentImage } from './documentUpload.js';

const CAMERA: Message = { key: 'document.errors.camera' };
const CAMERA_PHOTO: Message = { key: 'document.errors.cameraPhoto' };
/** HTMLMediaElement.HAVE_CURRENT_DATA: the video has a frame to draw. */
const HAVE_CURRENT_DATA = 2;

export interface CameraEvents {
  /** Before the camera opens: another side's camera closes. */
  opening(): void;
  taken(image: DocumentImage): void;
  failed(message: Message): void;
}

export interface Camera {
  /** Shows or hides the "Use camera" button (hidden while a photo is held). */
  offer(shown: boolean): void;
  /** Closes the live preview and lets go of the camera. */
  stop(): void;
}

/**
 * A side's live camera, where the browser has one: "Use camera" opens a preview, "Take photo"
 * draws a frame to a JPEG named `camera-<side>.jpg`, "Cancel" or Escape closes it. The camera is
 * released whenever the preview closes. Undefined without getUserMedia: the file input remains,
 * which opens the camera on phones anyway.
 */
export function createCamera(
  doc: Document,
  side: CaptureSide,
  ids: SideIds,
  events: CameraEvents,
): Camera | undefined {
  const media = doc.defaultView?.navigator.mediaDevices;
  const button = doc.getElementById(ids.camera);
  const panel = doc.getElementById(ids.panel);
  const video = doc.getElementById(ids.video) as HTMLVideoElement | null;
  const shoot = doc.getElementById(ids.shoot);
  const cancel = doc.getElementById(ids.cancel);
  if (typeof media?.getUserMedia !== 'function' || !button || !panel || !video || !shoot) {
    return undefined;
  }
  let stream: MediaStream | undefined;
  // A preview closed while the camera was still being asked for must not open when it answers.
  let attempt = 0;

  const stop = () => {
    attempt += 1;
    for (const track of stream?.getTracks() ?? []) track.stop();
    stream = undefined;
    video.srcObject = null;
    if (!panel.hidden) {
      panel.hidden = true;
      button.hidden = false;
    }
  };
  const close = () => {
    stop();
    button.focus();
  };

  button.addEventListener('click', async () => {
    events.opening();
    const mine = ++attempt;
    let opened: MediaStream;
    try {
      opened = await media.getUserMedia({
        audio: false,
        video: {
          facingMode: side === 'selfie' ? 'user' : 'environment',
          width: { ideal: 1920 },
          height: { ideal: 1080 },
        },
      });
    } catch {
      events.failed(CAMERA);
      return;
    }
    if (mine !== attempt) {
      for (const track of opened.getTracks()) track.stop();
      return;
    }
    stream = opened;
    video.srcObject = opened;
    panel.hidden = false;
    button.hidden = true;
    shoot.focus();
    video.play().catch(() => {});
  });

  const capture = () => {
    const canvas = doc.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.width && canvas.height ? canvas.getContext('2d') : null;
    if (!context) {
      events.failed(CAMERA_PHOTO);
      return;
    }
    context.drawImage(video, 0, 0);
    stop();
    canvas.toBlob(
      (blob) =>
        blob
          ? events.taken({ side, data: blob, name: `camera-${side}.jpg` })
          : events.failed(CAMERA_PHOTO),
      'image/jpeg',
      0.92,
    );
  };
  // "Take photo" is offered as soon as the camera opens; a click before its first frame arrives
  // takes that frame rather than failing, unless the preview has closed by then.
  shoot.addEventListener('click', () => {
    const mine = attempt;
    const take = () => mine === attempt && capture();
    if (video.readyState < HAVE_CURRENT_DATA)
      video.addEventListener('loadeddata', take, { once: true });
    else take();
  });
  cancel?.addEventListener('click', close);
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  });

  return {
    offer(shown) {
      if (!shown) stop();
      button.hidden = !shown;
    },
    stop,
  };
}

import type { AppConfig } from '../config';
import { localObjectStore } from './local-object-store';
import type { ObjectStore } from './object-store';
import { s3ObjectStore } from './s3-object-store';

type StoreConfig = Pick<AppConfig, 'uploadsDir' | 'siteDir' | 'storage'>;

// One store (and one S3 client with its connection pool) per configuration, however many callers ask.
const uploadStores = new WeakMap<StoreConfig, ObjectStore>();
const siteStores = new WeakMap<StoreConfig, ObjectStore>();

function once(cache: WeakMap<StoreConfig, ObjectStore>, config: StoreConfig, make: () => ObjectStore): ObjectStore {
  let store = cache.get(config);
  if (!store) {
    store = make();
    cache.set(config, store);
  }
  return store;
}

/** Uploaded application files (private: read back only through the API): `uploads/` of the bucket, or uploadsDir. */
export function uploadStore(config: StoreConfig): ObjectStore {
  const { s3 } = config.storage;
  return once(uploadStores, config, () =>
    s3 ? s3ObjectStore({ ...s3, prefix: 'uploads/' }) : localObjectStore(config.uploadsDir, { fileMode: 0o600 }),
  );
}

/** The published site (shell, remote versions, remotes.json): `site/` of the bucket, or siteDir. */
export function siteStore(config: StoreConfig): ObjectStore {
  const { s3 } = config.storage;
  return once(siteStores, config, () =>
    s3 ? s3ObjectStore({ ...s3, prefix: 'site/' }) : localObjectStore(config.siteDir),
  );
}

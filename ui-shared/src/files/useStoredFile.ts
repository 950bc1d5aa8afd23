import {useEffect, useState} from 'react';
import {rest} from '@voltcheck/api-client';

/**
 * A stored file the API serves only with the bearer token (a profile photo, a logo, a serial's image, at the
 * `/api/...` link an answer gave), as an object URL an `<img>` can show. Undefined without a link, while it loads,
 * or when it is refused; the URL is freed when the link changes or the component goes.
 */
export function useStoredFile(href: string | null | undefined): string | undefined {
  const [loaded, setLoaded] = useState<{href: string; url: string}>();
  useEffect(() => {
    if (!href) return;
    const controller = new AbortController();
    let url: string | undefined;
    rest.file(href, {signal: controller.signal}).then(
      ({blob}) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setLoaded({href, url});
      },
      () => undefined,
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [href]);
  return loaded && loaded.href === href ? loaded.url : undefined;
}

/* global window */
// The guest app's service worker (scripts/pwa.mjs): keeps the app shell for fast starts and
// installation. New worker content takes over at once and the open page reloads onto it.
if ('serviceWorker' in navigator) {
  window.addEventListener('load', function () {
    var controlled = navigator.serviceWorker.controller !== null;
    var reloading = false;
    navigator.serviceWorker.addEventListener('controllerchange', function () {
      // the first worker taking over a page is no new version
      if (controlled && !reloading) {
        reloading = true;
        window.location.reload();
      }
      controlled = true;
    });
    // scope /guest (not /guest/): the sign-in links /guest?token=… are pages of the app too
    navigator.serviceWorker.register('/guest/sw.js', { scope: '/guest' }).then(
      function (registration) {
        setInterval(
          function () {
            registration.update().catch(function () {});
          },
          60 * 60 * 1000,
        );
      },
      function () {},
    );
  });
}

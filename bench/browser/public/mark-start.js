// Runs just before the widget's script tag: the start of time to interactive.
performance.mark('nftc-script-start');

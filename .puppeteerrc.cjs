// The system Chromium is used (see README); puppeteer's own download cannot work offline.
module.exports = { skipDownload: true };

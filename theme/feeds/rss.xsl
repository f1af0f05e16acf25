<?xml version="1.0" encoding="utf-8"?>
<!--
  Shows the blog's RSS feed as a readable page when someone opens rss.xml in a browser, with a
  note on what a feed is. Feed readers ignore it. Plain XSLT 1.0, the version browsers run; the
  colours are the theme's (theme/styles/site.css), repeated because a feed page cannot load the
  site's hashed stylesheet.
-->
<xsl:stylesheet version="1.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:atom="http://www.w3.org/2005/Atom"
  xmlns:dc="http://purl.org/dc/elements/1.1/"
  exclude-result-prefixes="atom dc">
  <xsl:output method="html" encoding="utf-8" indent="yes" doctype-system="about:legacy-compat"/>

  <xsl:template match="/">
    <xsl:variable name="channel" select="/rss/channel"/>
    <html lang="{$channel/language}">
      <head>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <meta name="robots" content="noindex"/>
        <title><xsl:value-of select="$channel/title"/> (RSS feed)</title>
        <xsl:choose>
          <xsl:when test="$channel/image/url"><link rel="icon" href="{$channel/image/url}"/></xsl:when>
          <xsl:otherwise><link rel="icon" href="data:,"/></xsl:otherwise>
        </xsl:choose>
        <style><xsl:call-template name="style"/></style>
      </head>
      <body>
        <main class="feed">
          <p class="feed__notice">
            <strong>This is a web feed</strong>, also known as an RSS feed.
            <strong>Subscribe</strong> by copying the address of this page into your feed reader.
          </p>
          <header class="feed__header">
            <h1><xsl:value-of select="$channel/title"/></h1>
            <xsl:if test="$channel/description != ''"><p class="feed__description"><xsl:value-of select="$channel/description"/></p></xsl:if>
            <a class="feed__home" href="{$channel/link}">Visit the blog &#8594;</a>
          </header>
          <h2 class="feed__heading">Recent posts</h2>
          <xsl:if test="not($channel/item)"><p class="feed__empty">No posts yet.</p></xsl:if>
          <xsl:for-each select="$channel/item">
            <article class="entry">
              <h3 class="entry__title"><a href="{link}"><xsl:value-of select="title"/></a></h3>
              <p class="entry__meta">
                <time><xsl:call-template name="rfc822-date"><xsl:with-param name="date" select="pubDate"/></xsl:call-template></time>
                <xsl:for-each select="dc:creator">
                  <xsl:choose>
                    <xsl:when test="position() = 1"> &#183; </xsl:when>
                    <xsl:otherwise>, </xsl:otherwise>
                  </xsl:choose>
                  <xsl:value-of select="."/>
                </xsl:for-each>
              </p>
              <xsl:if test="description != ''"><p class="entry__summary"><xsl:value-of select="description"/></p></xsl:if>
              <xsl:if test="category">
                <ul class="entry__tags" aria-label="Tags">
                  <xsl:for-each select="category"><li><xsl:value-of select="."/></li></xsl:for-each>
                </ul>
              </xsl:if>
            </article>
          </xsl:for-each>
        </main>
      </body>
    </html>
  </xsl:template>

  <!-- "Sun, 19 Oct 2025 00:00:00 GMT" -> "October 19, 2025", the way the blog writes dates. -->
  <xsl:template name="rfc822-date">
    <xsl:param name="date"/>
    <xsl:variable name="month" select="substring($date, 9, 3)"/>
    <xsl:variable name="n" select="(string-length(substring-before('JanFebMarAprMayJunJulAugSepOctNovDec', $month)) div 3) + 1"/>
    <xsl:call-template name="month-name"><xsl:with-param name="n" select="$n"/></xsl:call-template>
    <xsl:text> </xsl:text>
    <xsl:value-of select="number(substring($date, 6, 2))"/>
    <xsl:text>, </xsl:text>
    <xsl:value-of select="substring($date, 13, 4)"/>
  </xsl:template>

  <xsl:template name="month-name">
    <xsl:param name="n"/>
    <xsl:choose>
      <xsl:when test="$n = 1">January</xsl:when>
      <xsl:when test="$n = 2">February</xsl:when>
      <xsl:when test="$n = 3">March</xsl:when>
      <xsl:when test="$n = 4">April</xsl:when>
      <xsl:when test="$n = 5">May</xsl:when>
      <xsl:when test="$n = 6">June</xsl:when>
      <xsl:when test="$n = 7">July</xsl:when>
      <xsl:when test="$n = 8">August</xsl:when>
      <xsl:when test="$n = 9">September</xsl:when>
      <xsl:when test="$n = 10">October</xsl:when>
      <xsl:when test="$n = 11">November</xsl:when>
      <xsl:otherwise>December</xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <xsl:template name="style">
:root { --bg: #ffffff; --bg-soft: #f6f7fb; --text: #1b1d27; --text-soft: #4b5064; --border: #e2e4ee; --link: #4a2fbf; --brand: #5b3fd1; color-scheme: light dark; }
@media (prefers-color-scheme: dark) { :root { --bg: #14151c; --bg-soft: #1b1c25; --text: #e8e9f0; --text-soft: #a9adc1; --border: #30323f; --link: #b9a9ff; --brand: #a18cff; } }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.65 ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: var(--text); background: var(--bg); }
a { color: var(--link); text-underline-offset: 2px; }
.feed { max-width: 760px; margin: 0 auto; padding: 32px 20px 64px; }
.feed__notice { margin: 0 0 32px; padding: 12px 16px; border-radius: 10px; background: var(--bg-soft); border: 1px solid var(--border); border-left: 4px solid var(--brand); }
.feed__header h1 { margin: 0 0 8px; font-size: 2.2rem; line-height: 1.2; }
.feed__description { margin: 0 0 8px; color: var(--text-soft); }
.feed__home { font-weight: 600; }
.feed__heading { margin: 40px 0 8px; font-size: 1.1rem; text-transform: uppercase; letter-spacing: 0.06em; color: var(--text-soft); }
.entry { padding: 20px 0; border-bottom: 1px solid var(--border); }
.entry__title { margin: 0 0 4px; font-size: 1.35rem; line-height: 1.3; }
.entry__title a { text-decoration: none; }
.entry__title a:hover { text-decoration: underline; }
.entry__meta { margin: 0 0 8px; color: var(--text-soft); font-size: 0.92rem; }
.entry__summary { margin: 0 0 8px; }
.entry__tags { display: flex; flex-wrap: wrap; gap: 6px; list-style: none; margin: 0; padding: 0; }
.entry__tags li { padding: 1px 10px; border: 1px solid var(--border); border-radius: 999px; font-size: 0.85rem; color: var(--text-soft); }
  </xsl:template>
</xsl:stylesheet>

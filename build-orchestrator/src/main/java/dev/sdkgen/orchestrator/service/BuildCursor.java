package dev.sdkgen.orchestrator.service;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Base64;

/**
 * The position after which the next page of a build list starts: the last build of a page, by
 * creation time and id (the list's order, newest first). Opaque to clients (base64url text);
 * a cursor stays valid however many builds are created meanwhile.
 */
public record BuildCursor(Instant createdAt, String buildId) {

    public String encode() {
        return Base64.getUrlEncoder().withoutPadding()
                .encodeToString((createdAt + "|" + buildId).getBytes(StandardCharsets.UTF_8));
    }

    /** 400 {@code invalid_request} for anything that is not a cursor this service wrote. */
    public static BuildCursor decode(String cursor) {
        try {
            String text = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8);
            int bar = text.indexOf('|');
            if (bar < 0 || !text.substring(bar + 1).matches("bld_[0-9a-f]{1,40}")) {
                throw new IllegalArgumentException("not a cursor");
            }
            return new BuildCursor(Instant.parse(text.substring(0, bar)), text.substring(bar + 1));
        } catch (IllegalArgumentException | DateTimeParseException e) {
            throw new ApiException(400, "invalid_request", "cursor is not a cursor this API returned");
        }
    }
}

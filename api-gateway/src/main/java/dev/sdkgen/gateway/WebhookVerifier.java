package dev.sdkgen.gateway;

import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/** Authenticates webhook deliveries against the configured secret, in constant time. */
@ApplicationScoped
public class WebhookVerifier {

    private final byte[] secret;

    public WebhookVerifier(GatewayConfig config) {
        this.secret = config.webhookSecret().getBytes(StandardCharsets.UTF_8);
    }

    /** GitHub: {@code X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body>}. */
    public boolean github(byte[] body, String signatureHeader) {
        if (signatureHeader == null || !signatureHeader.startsWith("sha256=")) {
            return false;
        }
        String expected = "sha256=" + HexFormat.of().formatHex(hmac(body));
        return MessageDigest.isEqual(expected.getBytes(StandardCharsets.US_ASCII),
                signatureHeader.trim().toLowerCase(java.util.Locale.ROOT).getBytes(StandardCharsets.US_ASCII));
    }

    /** GitLab: {@code X-Gitlab-Token} equal to the secret. */
    public boolean gitlab(String tokenHeader) {
        if (tokenHeader == null) {
            return false;
        }
        return MessageDigest.isEqual(BearerAuthFilter.sha256(tokenHeader), BearerAuthFilter.sha256(new String(secret, StandardCharsets.UTF_8)));
    }

    public byte[] hmac(byte[] body) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret, "HmacSHA256"));
            return mac.doFinal(body);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}

package dev.sdkgen.gateway;

import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Optional;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Authenticates webhook deliveries against a secret, in constant time: the global secret
 * ({@code sdkgen.gateway.webhook-secret}, optional) or a project's own ({@link WebhookSecrets}).
 */
@ApplicationScoped
public class WebhookVerifier {

    private final Optional<String> global;

    public WebhookVerifier(GatewayConfig config) {
        this.global = config.webhookSecret().filter(s -> !s.isBlank());
    }

    /** Whether the global secret is configured and signed this delivery. */
    public boolean global(String provider, byte[] body, String signature) {
        return global.isPresent() && signed(global.get(), provider, body, signature);
    }

    /**
     * Whether {@code secret} signed the delivery: GitHub's {@code X-Hub-Signature-256} ({@code sha256=<hex
     * HMAC-SHA256 of the raw body>}), GitLab's {@code X-Gitlab-Token} (equal to the secret).
     */
    public static boolean signed(String secret, String provider, byte[] body, String signature) {
        return provider.equals("github") ? github(secret, body, signature) : gitlab(secret, signature);
    }

    static boolean github(String secret, byte[] body, String signatureHeader) {
        if (signatureHeader == null || !signatureHeader.startsWith("sha256=")) {
            return false;
        }
        String expected = "sha256=" + HexFormat.of().formatHex(hmac(secret, body));
        return MessageDigest.isEqual(expected.getBytes(StandardCharsets.US_ASCII),
                signatureHeader.trim().toLowerCase(java.util.Locale.ROOT).getBytes(StandardCharsets.US_ASCII));
    }

    static boolean gitlab(String secret, String tokenHeader) {
        if (tokenHeader == null) {
            return false;
        }
        return MessageDigest.isEqual(TokenStore.sha256(tokenHeader), TokenStore.sha256(secret));
    }

    static byte[] hmac(String secret, byte[] body) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            return mac.doFinal(body);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}

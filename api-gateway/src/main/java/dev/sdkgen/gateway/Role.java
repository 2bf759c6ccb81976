package dev.sdkgen.gateway;

import java.util.Locale;

/**
 * What a token may do (docs/api.md, "Roles"): each role includes the ones before it.
 * {@code viewer} reads; {@code operator} also triggers, retries and cancels builds; {@code admin}
 * also manages projects, tokens, webhook secrets and credentials, and reads the audit log.
 */
public enum Role {
    VIEWER, OPERATOR, ADMIN;

    public boolean includes(Role needed) {
        return ordinal() >= needed.ordinal();
    }

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The role named {@code label}; 400 naming the accepted values otherwise. */
    public static Role of(String label) {
        for (Role r : values()) {
            if (r.label().equals(label)) {
                return r;
            }
        }
        throw ApiException.badRequest("role must be one of viewer, operator, admin, not '" + label + "'");
    }
}

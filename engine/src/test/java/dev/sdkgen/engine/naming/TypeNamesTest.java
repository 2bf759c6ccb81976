package dev.sdkgen.engine.naming;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TypeNamesTest {
    @ParameterizedTest
    @CsvSource({
        "pet_owner, PetOwner",
        "pet-owner, PetOwner",
        "PetOwner, PetOwner",
        "petOwner, PetOwner",
        "pet owner, PetOwner",
        "issuing.card, IssuingCard",
        "HTTPServer, HTTPServer",
        "pet_OWNER, PetOWNER",
        "2fa, T2fa",
        "2fa_settings, T2faSettings",
        "_, T",
        "café_au_lait, CaféAuLait",
        "v1.Account, V1Account",
    })
    void contractRule(String schema, String type) {
        assertEquals(type, TypeNames.of(schema));
    }

    @ParameterizedTest
    @CsvSource({
        "billing_accounts, billingAccounts, billing_accounts, BillingAccounts",
        "freeze_all, freezeAll, freeze_all, FreezeAll",
        "HTTPServer, httpServer, http_server, HttpServer",
        "acme-cloud, acmeCloud, acme_cloud, AcmeCloud",
        "listAccounts, listAccounts, list_accounts, ListAccounts",
    })
    void configNameCasings(String name, String camel, String snake, String pascal) {
        assertEquals(camel, Words.camel(name));
        assertEquals(snake, Words.snake(name));
        assertEquals(pascal, Words.pascal(name));
    }
}

"use client";

import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../api-client-context";
import {
  countriesQueryOptions,
  currenciesQueryOptions,
  locationQueryOptions,
  registrationFieldsQueryOptions,
} from "../queries/location";
import type { ReadOptions } from "../queries/read-options";

/** Countries. */
export function useCountries(options: ReadOptions = {}) {
  return useQuery({ ...countriesQueryOptions(useApiClient()), ...options });
}

/** Currencies. */
export function useCurrencies(options: ReadOptions = {}) {
  return useQuery({ ...currenciesQueryOptions(useApiClient()), ...options });
}

/** The visitor's location (country code and subdivisions). */
export function useLocation(options: ReadOptions = {}) {
  return useQuery({ ...locationQueryOptions(useApiClient()), ...options });
}

/** The registration fields. */
export function useRegistrationFields(options: ReadOptions = {}) {
  return useQuery({ ...registrationFieldsQueryOptions(useApiClient()), ...options });
}

struct wp_args_int64_s000002 {
    wp::array_t<wp::uint8> a;
    wp::array_t<wp::int8> b;
    wp::array_t<wp::int64> out;
    wp::array_t<wp::int8> out1;
};

template <bool wp_linear_contiguous>
static void int64_s000002_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_int64_s000002 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_int64_s000002 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::uint8);
        wp_contiguous_args.b.strides[0] = sizeof(wp::int8);
        wp_contiguous_args.out.strides[0] = sizeof(wp::int64);
        wp_contiguous_args.out1.strides[0] = sizeof(wp::int8);
        _wp_args = &wp_contiguous_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::uint8> var_a = _wp_args->a;
    wp::array_t<wp::int8> var_b = _wp_args->b;
    wp::array_t<wp::int64> var_out = _wp_args->out;
    wp::array_t<wp::int8> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::uint8* var_1;
    wp::int64 var_2;
    wp::uint8 var_3;
    wp::int64 var_4;
    wp::int64 var_5;
    wp::int8* var_6;
    wp::int64 var_7;
    wp::int8 var_8;
    wp::int64 var_9;
    wp::int64 var_10;
    wp::int64 var_11;
    wp::int64 var_12;
    wp::int64 var_13;
    wp::int8* var_14;
    wp::int64 var_15;
    wp::int8 var_16;
    wp::uint8* var_17;
    wp::int64 var_18;
    wp::uint8 var_19;
    wp::int64 var_20;
    wp::int64 var_21;
    bool var_22;
    wp::int8* var_23;
    wp::int64 var_24;
    wp::int8 var_25;
    wp::int64 var_26;
    wp::int64 var_27;
    wp::uint8* var_28;
    wp::int64 var_29;
    wp::uint8 var_30;
    wp::int64 var_31;
    wp::int64 var_32;
    wp::int64 var_33;
    wp::int8* var_34;
    wp::int64 var_35;
    wp::int8 var_36;
    wp::int64 var_37;
    wp::int64 var_38;
    wp::uint8* var_39;
    wp::int64 var_40;
    wp::uint8 var_41;
    wp::int64 var_42;
    wp::int64 var_43;
    wp::int64 var_44;
    wp::int64 var_45;
    wp::int64 var_46;
    wp::int64 var_47;
    wp::int8 var_48;
    //---------
    // forward
    // def int64_s000002(                                                                     <L 7>
    // i = wp.tid()                                                                           <L 13>
    var_0 = builtin_tid1d();
    // x0 = wp.int64(a[i]) * wp.int64(1099511627776) + wp.int64(b[i]) * wp.int64(16777216)       <L 14>
    var_1 = wp::address(var_a, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::int64(var_3);
    var_4 = 1099511627776ll;
    var_5 = wp::mul(var_2, var_4);
    var_6 = wp::address(var_b, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::int64(var_8);
    var_9 = 16777216ll;
    var_10 = wp::mul(var_7, var_9);
    var_11 = wp::add(var_5, var_10);
    // out[i] = x0 ^ wp.int64(366503875925)                                                   <L 15>
    var_12 = 366503875925ll;
    var_13 = wp::bit_xor(var_11, var_12);
    wp::array_store(var_out, var_0, var_13);
    // out1[i] = wp.int8(wp.where(wp.int64(b[i]) >= wp.int64(a[i]) - wp.int64(128), wp.int64(b[i]) // wp.int64(2) - wp.int64(a[i]) // wp.int64(4), (wp.int64(b[i]) // wp.int64(2) - wp.int64(a[i]) // wp.int64(4)) // wp.int64(2)))       <L 16>
    var_14 = wp::address(var_b, var_0);
    var_16 = wp::load(var_14);
    var_15 = wp::int64(var_16);
    var_17 = wp::address(var_a, var_0);
    var_19 = wp::load(var_17);
    var_18 = wp::int64(var_19);
    var_20 = 128ll;
    var_21 = wp::sub(var_18, var_20);
    var_22 = (var_15 >= var_21);
    var_23 = wp::address(var_b, var_0);
    var_25 = wp::load(var_23);
    var_24 = wp::int64(var_25);
    var_26 = 2ll;
    var_27 = wp::floordiv(var_24, var_26);
    var_28 = wp::address(var_a, var_0);
    var_30 = wp::load(var_28);
    var_29 = wp::int64(var_30);
    var_31 = 4ll;
    var_32 = wp::floordiv(var_29, var_31);
    var_33 = wp::sub(var_27, var_32);
    var_34 = wp::address(var_b, var_0);
    var_36 = wp::load(var_34);
    var_35 = wp::int64(var_36);
    var_37 = 2ll;
    var_38 = wp::floordiv(var_35, var_37);
    var_39 = wp::address(var_a, var_0);
    var_41 = wp::load(var_39);
    var_40 = wp::int64(var_41);
    var_42 = 4ll;
    var_43 = wp::floordiv(var_40, var_42);
    var_44 = wp::sub(var_38, var_43);
    var_45 = 2ll;
    var_46 = wp::floordiv(var_44, var_45);
    var_47 = wp::where(var_22, var_33, var_46);
    var_48 = wp::int8(var_47);
    wp::array_store(var_out1, var_0, var_48);
}
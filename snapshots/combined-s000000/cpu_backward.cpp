template <bool wp_linear_contiguous>
static void combined_s000000_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_combined_s000000 *_wp_args,
    wp_args_combined_s000000 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_combined_s000000 wp_contiguous_args;
    wp_args_combined_s000000 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::int32 var_4 = 0;
    const wp::float32 var_5 = -0.5;
    wp::float32* var_6;
    const wp::float32 var_7 = 0.25;
    bool var_8;
    wp::float32 var_9;
    wp::float32* var_10;
    const wp::float32 var_11 = 1.0;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::float32 var_15 = 0.25;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32* var_20;
    const wp::float32 var_21 = 1.0;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    const wp::float32 var_25 = 0.25;
    wp::float32 var_26;
    wp::float32 var_27;
    const wp::float32 var_28 = 2.0;
    wp::float32 var_29;
    wp::float32 var_30;
    const wp::float32 var_31 = 1.0;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::float32 var_34;
    const wp::float32 var_35 = 0.5;
    wp::float32 var_36;
    const wp::int32 var_37 = 1;
    const wp::float32 var_38 = -0.5;
    wp::float32* var_39;
    const wp::float32 var_40 = 0.25;
    bool var_41;
    wp::float32 var_42;
    wp::float32* var_43;
    const wp::float32 var_44 = 1.0;
    wp::float32 var_45;
    wp::float32 var_46;
    wp::float32 var_47;
    const wp::float32 var_48 = 0.25;
    wp::float32 var_49;
    wp::float32 var_50;
    wp::float32 var_51;
    wp::float32 var_52;
    wp::float32* var_53;
    const wp::float32 var_54 = 1.0;
    wp::float32 var_55;
    wp::float32 var_56;
    wp::float32 var_57;
    const wp::float32 var_58 = 0.25;
    wp::float32 var_59;
    wp::float32 var_60;
    const wp::float32 var_61 = 2.0;
    wp::float32 var_62;
    wp::float32 var_63;
    const wp::float32 var_64 = 1.0;
    wp::float32 var_65;
    wp::float32 var_66;
    wp::float32 var_67;
    const wp::float32 var_68 = 0.5;
    wp::float32 var_69;
    const wp::float32 var_70 = -3.0;
    const wp::float32 var_71 = 3.0;
    wp::float32 var_72;
    wp::float32 var_73;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::int32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    bool adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::int32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    bool adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::float32 adj_48 = {};
    wp::float32 adj_49 = {};
    wp::float32 adj_50 = {};
    wp::float32 adj_51 = {};
    wp::float32 adj_52 = {};
    wp::float32 adj_53 = {};
    wp::float32 adj_54 = {};
    wp::float32 adj_55 = {};
    wp::float32 adj_56 = {};
    wp::float32 adj_57 = {};
    wp::float32 adj_58 = {};
    wp::float32 adj_59 = {};
    wp::float32 adj_60 = {};
    wp::float32 adj_61 = {};
    wp::float32 adj_62 = {};
    wp::float32 adj_63 = {};
    wp::float32 adj_64 = {};
    wp::float32 adj_65 = {};
    wp::float32 adj_66 = {};
    wp::float32 adj_67 = {};
    wp::float32 adj_68 = {};
    wp::float32 adj_69 = {};
    wp::float32 adj_70 = {};
    wp::float32 adj_71 = {};
    wp::float32 adj_72 = {};
    wp::float32 adj_73 = {};
    //---------
    // forward
    // def combined_s000000(                                                                  <L 7>
    // i = wp.tid()                                                                           <L 11>
    var_0 = builtin_tid1d();
    // x0 = a[i]                                                                              <L 12>
    var_1 = wp::address(var_a, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // for j in range(2):                                                                     <L 13>
    // if -0.5 < a[i] < 0.25:                                                                 <L 14>
    var_6 = wp::address(var_a, var_0);
    var_9 = wp::load(var_6);
    var_8 = ((var_5 < var_9) && (var_9 < var_7));
    if (var_8) {
        // x0 = x0 + wp.tanh(a[i] * 1.0 + wp.float32(j) * 0.25)                               <L 15>
        var_10 = wp::address(var_a, var_0);
        var_13 = wp::load(var_10);
        var_12 = wp::mul(var_13, var_11);
        var_14 = wp::float32(var_4);
        var_16 = wp::mul(var_14, var_15);
        var_17 = wp::add(var_12, var_16);
        var_18 = wp::tanh(var_17);
        var_19 = wp::add(var_2, var_18);
    }
    if (!var_8) {
        // x0 = x0 / (wp.abs(a[i] * 1.0 + wp.float32(j) * 0.25 + 2.0) + 1.0)                  <L 17>
        var_20 = wp::address(var_a, var_0);
        var_23 = wp::load(var_20);
        var_22 = wp::mul(var_23, var_21);
        var_24 = wp::float32(var_4);
        var_26 = wp::mul(var_24, var_25);
        var_27 = wp::add(var_22, var_26);
        var_29 = wp::add(var_27, var_28);
        var_30 = wp::abs(var_29);
        var_32 = wp::add(var_30, var_31);
        var_33 = wp::div(var_2, var_32);
    }
    var_34 = wp::where(var_8, var_19, var_33);
    // x0 = x0 * 0.5                                                                          <L 18>
    var_36 = wp::mul(var_34, var_35);
    // if -0.5 < a[i] < 0.25:                                                                 <L 14>
    var_39 = wp::address(var_a, var_0);
    var_42 = wp::load(var_39);
    var_41 = ((var_38 < var_42) && (var_42 < var_40));
    if (var_41) {
        // x0 = x0 + wp.tanh(a[i] * 1.0 + wp.float32(j) * 0.25)                               <L 15>
        var_43 = wp::address(var_a, var_0);
        var_46 = wp::load(var_43);
        var_45 = wp::mul(var_46, var_44);
        var_47 = wp::float32(var_37);
        var_49 = wp::mul(var_47, var_48);
        var_50 = wp::add(var_45, var_49);
        var_51 = wp::tanh(var_50);
        var_52 = wp::add(var_36, var_51);
    }
    if (!var_41) {
        // x0 = x0 / (wp.abs(a[i] * 1.0 + wp.float32(j) * 0.25 + 2.0) + 1.0)                  <L 17>
        var_53 = wp::address(var_a, var_0);
        var_56 = wp::load(var_53);
        var_55 = wp::mul(var_56, var_54);
        var_57 = wp::float32(var_37);
        var_59 = wp::mul(var_57, var_58);
        var_60 = wp::add(var_55, var_59);
        var_62 = wp::add(var_60, var_61);
        var_63 = wp::abs(var_62);
        var_65 = wp::add(var_63, var_64);
        var_66 = wp::div(var_36, var_65);
    }
    var_67 = wp::where(var_41, var_52, var_66);
    // x0 = x0 * 0.5                                                                          <L 18>
    var_69 = wp::mul(var_67, var_68);
    // out[i] = wp.exp(wp.clamp(x0, -3.0, 3.0))                                               <L 19>
    var_72 = wp::clamp(var_69, var_70, var_71);
    var_73 = wp::exp(var_72);
    // wp::array_store(var_out, var_0, var_73);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_73, adj_out, adj_0, adj_73);
    wp::adj_exp(var_72, var_73, adj_72, adj_73);
    wp::adj_clamp(var_69, var_70, var_71, adj_69, adj_70, adj_71, adj_72);
    // adj: out[i] = wp.exp(wp.clamp(x0, -3.0, 3.0))                                          <L 19>
    wp::adj_mul(var_67, var_68, adj_67, adj_68, adj_69);
    // adj: x0 = x0 * 0.5                                                                     <L 18>
    wp::adj_where(var_41, var_52, var_66, adj_41, adj_52, adj_66, adj_67);
    if (!var_41) {
        wp::adj_div(var_36, var_65, var_66, adj_36, adj_65, adj_66);
        wp::adj_add(var_63, var_64, adj_63, adj_64, adj_65);
        wp::adj_abs(var_62, adj_62, adj_63);
        wp::adj_add(var_60, var_61, adj_60, adj_61, adj_62);
        wp::adj_add(var_55, var_59, adj_55, adj_59, adj_60);
        wp::adj_mul(var_57, var_58, adj_57, adj_58, adj_59);
        wp::adj_float32(var_37, adj_37, adj_57);
        wp::adj_mul(var_56, var_54, adj_53, adj_54, adj_55);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_53);
        // adj: x0 = x0 / (wp.abs(a[i] * 1.0 + wp.float32(j) * 0.25 + 2.0) + 1.0)             <L 17>
    }
    if (var_41) {
        wp::adj_add(var_36, var_51, adj_36, adj_51, adj_52);
        wp::adj_tanh(var_50, var_51, adj_50, adj_51);
        wp::adj_add(var_45, var_49, adj_45, adj_49, adj_50);
        wp::adj_mul(var_47, var_48, adj_47, adj_48, adj_49);
        wp::adj_float32(var_37, adj_37, adj_47);
        wp::adj_mul(var_46, var_44, adj_43, adj_44, adj_45);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_43);
        // adj: x0 = x0 + wp.tanh(a[i] * 1.0 + wp.float32(j) * 0.25)                          <L 15>
    }
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_39);
    // adj: if -0.5 < a[i] < 0.25:                                                            <L 14>
    wp::adj_mul(var_34, var_35, adj_34, adj_35, adj_36);
    // adj: x0 = x0 * 0.5                                                                     <L 18>
    wp::adj_where(var_8, var_19, var_33, adj_8, adj_19, adj_33, adj_34);
    if (!var_8) {
        wp::adj_div(var_2, var_32, var_33, adj_2, adj_32, adj_33);
        wp::adj_add(var_30, var_31, adj_30, adj_31, adj_32);
        wp::adj_abs(var_29, adj_29, adj_30);
        wp::adj_add(var_27, var_28, adj_27, adj_28, adj_29);
        wp::adj_add(var_22, var_26, adj_22, adj_26, adj_27);
        wp::adj_mul(var_24, var_25, adj_24, adj_25, adj_26);
        wp::adj_float32(var_4, adj_4, adj_24);
        wp::adj_mul(var_23, var_21, adj_20, adj_21, adj_22);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_20);
        // adj: x0 = x0 / (wp.abs(a[i] * 1.0 + wp.float32(j) * 0.25 + 2.0) + 1.0)             <L 17>
    }
    if (var_8) {
        wp::adj_add(var_2, var_18, adj_2, adj_18, adj_19);
        wp::adj_tanh(var_17, var_18, adj_17, adj_18);
        wp::adj_add(var_12, var_16, adj_12, adj_16, adj_17);
        wp::adj_mul(var_14, var_15, adj_14, adj_15, adj_16);
        wp::adj_float32(var_4, adj_4, adj_14);
        wp::adj_mul(var_13, var_11, adj_10, adj_11, adj_12);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_10);
        // adj: x0 = x0 + wp.tanh(a[i] * 1.0 + wp.float32(j) * 0.25)                          <L 15>
    }
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_6);
    // adj: if -0.5 < a[i] < 0.25:                                                            <L 14>
    // adj: for j in range(2):                                                                <L 13>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
    // adj: x0 = a[i]                                                                         <L 12>
    // adj: i = wp.tid()                                                                      <L 11>
    // adj: def combined_s000000(                                                             <L 7>
    return;
}
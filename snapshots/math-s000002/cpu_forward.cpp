struct wp_args_math_s000002 {
    wp::array_t<wp::float32> a;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void math_s000002_cpu_kernel_forward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_math_s000002 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    const wp::float32 var_3 = -0.75;
    wp::float32* var_4;
    const wp::float32 var_5 = 0.5;
    bool var_6;
    wp::float32 var_7;
    wp::float32* var_8;
    const wp::float32 var_9 = 3.0;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32* var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    const wp::float32 var_17 = 1.0;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32* var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    const wp::float32 var_23 = -3.0;
    const wp::float32 var_24 = 3.0;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::float32 var_27 = -3.0;
    const wp::float32 var_28 = 3.0;
    wp::float32 var_29;
    wp::float32 var_30;
    const wp::float32 var_31 = 0.75;
    wp::float32 var_32;
    wp::float32 var_33;
    const wp::int32 var_34 = 1;
    wp::int32 var_35;
    wp::shape_t* var_36;
    const wp::int32 var_37 = 2;
    wp::int32 var_38;
    wp::shape_t var_39;
    wp::int32 var_40;
    wp::float32* var_41;
    const wp::float32 var_42 = 0.25;
    wp::float32 var_43;
    wp::float32 var_44;
    wp::float32 var_45;
    //---------
    // forward
    // def math_s000002(                                                                      <L 7>
    // i, j, k = wp.tid()                                                                     <L 11>
    builtin_tid3d(var_0, var_1, var_2);
    // if wp.static(-3.0 / 4.0) < a[i, j, k] < 0.5:                                           <L 12>
    var_4 = wp::address(var_a, var_0, var_1, var_2);
    var_7 = wp::load(var_4);
    var_6 = ((var_3 < var_7) && (var_7 < var_5));
    if (var_6) {
        // out[i, j, k] = a[i, j, k] * 3.0                                                    <L 13>
        var_8 = wp::address(var_a, var_0, var_1, var_2);
        var_11 = wp::load(var_8);
        var_10 = wp::mul(var_11, var_9);
        wp::array_store(var_out, var_0, var_1, var_2, var_10);
        // return                                                                             <L 14>
        return;
    }
    // x0 = wp.sqrt(wp.abs(wp.sin(wp.cos(a[i, j, k]))) + 1.0)                                 <L 15>
    var_12 = wp::address(var_a, var_0, var_1, var_2);
    var_14 = wp::load(var_12);
    var_13 = wp::cos(var_14);
    var_15 = wp::sin(var_13);
    var_16 = wp::abs(var_15);
    var_18 = wp::add(var_16, var_17);
    var_19 = wp::sqrt(var_18);
    // x1 = wp.exp(wp.clamp(wp.exp(wp.clamp(wp.tanh(a[i, j, k]), -3.0, 3.0)), -3.0, 3.0))       <L 16>
    var_20 = wp::address(var_a, var_0, var_1, var_2);
    var_22 = wp::load(var_20);
    var_21 = wp::tanh(var_22);
    var_25 = wp::clamp(var_21, var_23, var_24);
    var_26 = wp::exp(var_25);
    var_29 = wp::clamp(var_26, var_27, var_28);
    var_30 = wp::exp(var_29);
    // out[i, j, k] = x0 + x1 * 0.75 + a[i, j, (k + 1) % a.shape[2]] * 0.25                   <L 17>
    var_32 = wp::mul(var_30, var_31);
    var_33 = wp::add(var_19, var_32);
    var_35 = wp::add(var_2, var_34);
    var_36 = &(var_a.shape);
    var_39 = wp::load(var_36);
    var_38 = wp::extract(var_39, var_37);
    var_40 = wp::mod(var_35, var_38);
    var_41 = wp::address(var_a, var_0, var_1, var_40);
    var_44 = wp::load(var_41);
    var_43 = wp::mul(var_44, var_42);
    var_45 = wp::add(var_33, var_43);
    wp::array_store(var_out, var_0, var_1, var_2, var_45);
}
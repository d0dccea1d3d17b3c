template <bool wp_linear_contiguous>
static void random_s000000_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_random_s000000 *_wp_args,
    wp_args_random_s000000 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_random_s000000 wp_contiguous_args;
    wp_args_random_s000000 wp_contiguous_adj_args;
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
    wp::int32 var_seed = _wp_args->seed;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::int32 adj_seed = _wp_adj_args->seed;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::uint32 var_1;
    const wp::float32 var_2 = 0.0;
    const wp::int32 var_3 = 0;
    const wp::float32 var_4 = -0.5;
    const wp::float32 var_5 = 0.5;
    wp::float32 var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::int32 var_12 = 1;
    const wp::float32 var_13 = 0.5;
    wp::float32 var_14;
    wp::float32* var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::int32 var_20 = 2;
    const wp::float32 var_21 = 0.5;
    wp::float32 var_22;
    wp::float32* var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    const wp::int32 var_28 = 3;
    const wp::float32 var_29 = 0.5;
    wp::float32 var_30;
    wp::float32* var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::float32 var_34;
    wp::float32 var_35;
    const wp::int32 var_36 = 1;
    wp::int32 var_37;
    wp::shape_t* var_38;
    const wp::int32 var_39 = 0;
    wp::int32 var_40;
    wp::shape_t var_41;
    wp::int32 var_42;
    wp::float32* var_43;
    wp::float32 var_44;
    wp::float32 var_45;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::uint32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::int32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::int32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::int32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::int32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::int32 adj_36 = {};
    wp::int32 adj_37 = {};
    wp::shape_t adj_38 = {};
    wp::int32 adj_39 = {};
    wp::int32 adj_40 = {};
    wp::shape_t adj_41 = {};
    wp::int32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    //---------
    // forward
    // def random_s000000(                                                                    <L 14>
    // i = wp.tid()                                                                           <L 19>
    var_0 = builtin_tid1d();
    // rng = wp.rand_init(seed, i)                                                            <L 20>
    var_1 = wp::rand_init(var_seed, var_0);
    // x0 = 0.0                                                                               <L 21>
    // for j in range(4):                                                                     <L 22>
    // x1 = wp.randf(rng, SCALE, 0.5)                                                         <L 23>
    var_6 = wp::randf(var_1, var_4, var_5);
    // x0 += wp.sin(a[i] + x1)                                                                <L 24>
    var_7 = wp::address(var_a, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::add(var_9, var_6);
    var_10 = wp::sin(var_8);
    var_11 = wp::add(var_2, var_10);
    // x1 = wp.randf(rng, SCALE, 0.5)                                                         <L 23>
    var_14 = wp::randf(var_1, var_4, var_13);
    // x0 += wp.sin(a[i] + x1)                                                                <L 24>
    var_15 = wp::address(var_a, var_0);
    var_17 = wp::load(var_15);
    var_16 = wp::add(var_17, var_14);
    var_18 = wp::sin(var_16);
    var_19 = wp::add(var_11, var_18);
    // x1 = wp.randf(rng, SCALE, 0.5)                                                         <L 23>
    var_22 = wp::randf(var_1, var_4, var_21);
    // x0 += wp.sin(a[i] + x1)                                                                <L 24>
    var_23 = wp::address(var_a, var_0);
    var_25 = wp::load(var_23);
    var_24 = wp::add(var_25, var_22);
    var_26 = wp::sin(var_24);
    var_27 = wp::add(var_19, var_26);
    // x1 = wp.randf(rng, SCALE, 0.5)                                                         <L 23>
    var_30 = wp::randf(var_1, var_4, var_29);
    // x0 += wp.sin(a[i] + x1)                                                                <L 24>
    var_31 = wp::address(var_a, var_0);
    var_33 = wp::load(var_31);
    var_32 = wp::add(var_33, var_30);
    var_34 = wp::sin(var_32);
    var_35 = wp::add(var_27, var_34);
    // out[i] = random_s000000_combine(x0, a[(i + 1) % a.shape[0]])                           <L 25>
    var_37 = wp::add(var_0, var_36);
    var_38 = &(var_a.shape);
    var_41 = wp::load(var_38);
    var_40 = wp::extract(var_41, var_39);
    var_42 = wp::mod(var_37, var_40);
    var_43 = wp::address(var_a, var_42);
    var_45 = wp::load(var_43);
    var_44 = random_s000000_combine_0(var_35, var_45);
    // wp::array_store(var_out, var_0, var_44);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_44, adj_out, adj_0, adj_44);
    adj_random_s000000_combine_0(var_35, var_45, adj_35, adj_43, adj_44);
    wp::adj_address(var_a, var_42, adj_a, adj_42, adj_43);
    wp::adj_mod(var_37, var_40, adj_37, adj_40, adj_42);
    adj_a.shape = adj_38;
    wp::adj_add(var_0, var_36, adj_0, adj_36, adj_37);
    // adj: out[i] = random_s000000_combine(x0, a[(i + 1) % a.shape[0]])                      <L 25>
    wp::adj_add(var_27, var_34, adj_27, adj_34, adj_35);
    wp::adj_sin(var_32, adj_32, adj_34);
    wp::adj_add(var_33, var_30, adj_31, adj_30, adj_32);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_31);
    // adj: x0 += wp.sin(a[i] + x1)                                                           <L 24>
    // adj: x1 = wp.randf(rng, SCALE, 0.5)                                                    <L 23>
    wp::adj_add(var_19, var_26, adj_19, adj_26, adj_27);
    wp::adj_sin(var_24, adj_24, adj_26);
    wp::adj_add(var_25, var_22, adj_23, adj_22, adj_24);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_23);
    // adj: x0 += wp.sin(a[i] + x1)                                                           <L 24>
    // adj: x1 = wp.randf(rng, SCALE, 0.5)                                                    <L 23>
    wp::adj_add(var_11, var_18, adj_11, adj_18, adj_19);
    wp::adj_sin(var_16, adj_16, adj_18);
    wp::adj_add(var_17, var_14, adj_15, adj_14, adj_16);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_15);
    // adj: x0 += wp.sin(a[i] + x1)                                                           <L 24>
    // adj: x1 = wp.randf(rng, SCALE, 0.5)                                                    <L 23>
    wp::adj_add(var_2, var_10, adj_2, adj_10, adj_11);
    wp::adj_sin(var_8, adj_8, adj_10);
    wp::adj_add(var_9, var_6, adj_7, adj_6, adj_8);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_7);
    // adj: x0 += wp.sin(a[i] + x1)                                                           <L 24>
    // adj: x1 = wp.randf(rng, SCALE, 0.5)                                                    <L 23>
    // adj: for j in range(4):                                                                <L 22>
    // adj: x0 = 0.0                                                                          <L 21>
    // adj: rng = wp.rand_init(seed, i)                                                       <L 20>
    // adj: i = wp.tid()                                                                      <L 19>
    // adj: def random_s000000(                                                               <L 14>
    return;
}
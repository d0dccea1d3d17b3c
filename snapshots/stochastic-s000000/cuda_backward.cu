extern "C" __global__ void stochastic_s000000_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_b,
    wp::int32 var_seed,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::float32> adj_a,
    wp::array_t<wp::float32> adj_b,
    wp::int32 adj_seed,
    wp::array_t<wp::float32> adj_out)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

        //---------
        // primal vars
        wp::int32 var_0;
        wp::int32 var_1;
        wp::uint32 var_2;
        const wp::float32 var_3 = 3.0;
        wp::uint32 var_4;
        wp::float32* var_5;
        wp::float32 var_6;
        wp::float32 var_7;
        const wp::int32 var_8 = 0;
        wp::float32 var_9;
        const wp::float32 var_10 = 0.03125;
        const wp::float32 var_11 = 0.0625;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        const wp::int32 var_15 = 1;
        wp::float32 var_16;
        const wp::float32 var_17 = 0.03125;
        const wp::float32 var_18 = 0.0625;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        const wp::int32 var_22 = 2;
        wp::float32 var_23;
        const wp::float32 var_24 = 0.03125;
        const wp::float32 var_25 = 0.0625;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::float32 var_28;
        const wp::int32 var_29 = 3;
        wp::float32 var_30;
        const wp::float32 var_31 = 0.03125;
        const wp::float32 var_32 = 0.0625;
        wp::float32 var_33;
        wp::float32 var_34;
        wp::float32 var_35;
        const wp::int32 var_36 = 4;
        wp::float32 var_37;
        const wp::float32 var_38 = 0.03125;
        const wp::float32 var_39 = 0.0625;
        wp::float32 var_40;
        wp::float32 var_41;
        wp::float32 var_42;
        wp::float32* var_43;
        wp::float32 var_44;
        wp::float32 var_45;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::uint32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::uint32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::int32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::int32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::int32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::float32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::int32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::float32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::int32 adj_36 = {};
        wp::float32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::float32 adj_45 = {};
        //---------
        // forward
        // def stochastic_s000000(                                                                <L 12>
        // i = wp.tid()                                                                           <L 18>
        var_0 = builtin_tid1d();
        // rng = wp.rand_init(seed + i)                                                           <L 19>
        var_1 = wp::add(var_seed, var_0);
        var_2 = wp::rand_init(var_1);
        // x0 = wp.poisson(rng, 3.0)                                                              <L 20>
        var_4 = wp::poisson(var_2, var_3);
        // x1 = a[i]                                                                              <L 21>
        var_5 = wp::address(var_a, var_0);
        var_7 = wp::load(var_5);
        var_6 = wp::copy(var_7);
        // for j in range(5):                                                                     <L 22>
        // x2 = wp.randn(rng)                                                                     <L 23>
        var_9 = wp::randn(var_2);
        // x1 += 0.03125 + 0.0625 * x2                                                            <L 24>
        var_12 = wp::mul(var_11, var_9);
        var_13 = wp::add(var_10, var_12);
        var_14 = wp::add(var_6, var_13);
        // x2 = wp.randn(rng)                                                                     <L 23>
        var_16 = wp::randn(var_2);
        // x1 += 0.03125 + 0.0625 * x2                                                            <L 24>
        var_19 = wp::mul(var_18, var_16);
        var_20 = wp::add(var_17, var_19);
        var_21 = wp::add(var_14, var_20);
        // x2 = wp.randn(rng)                                                                     <L 23>
        var_23 = wp::randn(var_2);
        // x1 += 0.03125 + 0.0625 * x2                                                            <L 24>
        var_26 = wp::mul(var_25, var_23);
        var_27 = wp::add(var_24, var_26);
        var_28 = wp::add(var_21, var_27);
        // x2 = wp.randn(rng)                                                                     <L 23>
        var_30 = wp::randn(var_2);
        // x1 += 0.03125 + 0.0625 * x2                                                            <L 24>
        var_33 = wp::mul(var_32, var_30);
        var_34 = wp::add(var_31, var_33);
        var_35 = wp::add(var_28, var_34);
        // x2 = wp.randn(rng)                                                                     <L 23>
        var_37 = wp::randn(var_2);
        // x1 += 0.03125 + 0.0625 * x2                                                            <L 24>
        var_40 = wp::mul(var_39, var_37);
        var_41 = wp::add(var_38, var_40);
        var_42 = wp::add(var_35, var_41);
        // out[i] = stochastic_s000000_combine(b[i], x0, x1)                                      <L 25>
        var_43 = wp::address(var_b, var_0);
        var_45 = wp::load(var_43);
        var_44 = stochastic_s000000_combine_0(var_45, var_4, var_42);
        // wp::array_store(var_out, var_0, var_44);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_44, adj_out, adj_0, adj_44);
        adj_stochastic_s000000_combine_0(var_45, var_4, var_42, adj_43, adj_4, adj_42, adj_44);
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_43);
        // adj: out[i] = stochastic_s000000_combine(b[i], x0, x1)                                 <L 25>
        wp::adj_add(var_35, var_41, adj_35, adj_41, adj_42);
        wp::adj_add(var_38, var_40, adj_38, adj_40, adj_41);
        wp::adj_mul(var_39, var_37, adj_39, adj_37, adj_40);
        // adj: x1 += 0.03125 + 0.0625 * x2                                                       <L 24>
        // adj: x2 = wp.randn(rng)                                                                <L 23>
        wp::adj_add(var_28, var_34, adj_28, adj_34, adj_35);
        wp::adj_add(var_31, var_33, adj_31, adj_33, adj_34);
        wp::adj_mul(var_32, var_30, adj_32, adj_30, adj_33);
        // adj: x1 += 0.03125 + 0.0625 * x2                                                       <L 24>
        // adj: x2 = wp.randn(rng)                                                                <L 23>
        wp::adj_add(var_21, var_27, adj_21, adj_27, adj_28);
        wp::adj_add(var_24, var_26, adj_24, adj_26, adj_27);
        wp::adj_mul(var_25, var_23, adj_25, adj_23, adj_26);
        // adj: x1 += 0.03125 + 0.0625 * x2                                                       <L 24>
        // adj: x2 = wp.randn(rng)                                                                <L 23>
        wp::adj_add(var_14, var_20, adj_14, adj_20, adj_21);
        wp::adj_add(var_17, var_19, adj_17, adj_19, adj_20);
        wp::adj_mul(var_18, var_16, adj_18, adj_16, adj_19);
        // adj: x1 += 0.03125 + 0.0625 * x2                                                       <L 24>
        // adj: x2 = wp.randn(rng)                                                                <L 23>
        wp::adj_add(var_6, var_13, adj_6, adj_13, adj_14);
        wp::adj_add(var_10, var_12, adj_10, adj_12, adj_13);
        wp::adj_mul(var_11, var_9, adj_11, adj_9, adj_12);
        // adj: x1 += 0.03125 + 0.0625 * x2                                                       <L 24>
        // adj: x2 = wp.randn(rng)                                                                <L 23>
        // adj: for j in range(5):                                                                <L 22>
        wp::adj_copy(var_7, adj_5, adj_6);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_5);
        // adj: x1 = a[i]                                                                         <L 21>
        // adj: x0 = wp.poisson(rng, 3.0)                                                         <L 20>
        wp::adj_add(var_seed, var_0, adj_seed, adj_0, adj_1);
        // adj: rng = wp.rand_init(seed + i)                                                      <L 19>
        // adj: i = wp.tid()                                                                      <L 18>
        // adj: def stochastic_s000000(                                                           <L 12>
        continue;
    }
}
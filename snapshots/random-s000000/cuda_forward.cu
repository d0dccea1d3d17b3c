extern "C" __global__ void random_s000000_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::int32 var_seed,
    wp::array_t<wp::float32> var_out)
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
        wp::array_store(var_out, var_0, var_44);
    }
}
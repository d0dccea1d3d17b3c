extern "C" __global__ void struct_s000002_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<Particle_9de5ed98> var_a,
    wp::array_t<Particle_9de5ed98> var_out)
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
        Particle_9de5ed98* var_1;
        wp::vec_t<3, wp::float32>* var_2;
        Particle_9de5ed98* var_3;
        wp::vec_t<3, wp::float32>* var_4;
        Particle_9de5ed98* var_5;
        wp::float32* var_6;
        wp::vec_t<3, wp::float32> var_7;
        wp::vec_t<3, wp::float32> var_8;
        wp::float32 var_9;
        const wp::float32 var_10 = 0.125;
        wp::vec_t<3, wp::float32> var_11;
        wp::vec_t<3, wp::float32> var_12;
        wp::vec_t<3, wp::float32> var_13;
        Particle_9de5ed98 var_14;
        Particle_9de5ed98* var_15;
        wp::vec_t<3, wp::float32>* var_16;
        const wp::float32 var_17 = 0.125;
        wp::vec_t<3, wp::float32> var_18;
        wp::vec_t<3, wp::float32> var_19;
        wp::vec_t<3, wp::float32> var_20;
        Particle_9de5ed98* var_21;
        wp::float32* var_22;
        const wp::float32 var_23 = 1.5;
        wp::float32 var_24;
        wp::float32 var_25;
        wp::float32 var_26;
        const wp::float32 var_27 = 1.0;
        wp::float32 var_28;
        wp::float32 var_29;
        //---------
        // forward
        // def struct_s000002(                                                                    <L 16>
        // i = wp.tid()                                                                           <L 20>
        var_0 = builtin_tid1d();
        // x0 = a[i].vel + a[i].vel * a[i].mass * 0.125                                           <L 21>
        var_1 = wp::address(var_a, var_0);
        var_2 = &(((*wp::address(var_a, var_0))).vel);
        var_3 = wp::address(var_a, var_0);
        var_4 = &(((*wp::address(var_a, var_0))).vel);
        var_5 = wp::address(var_a, var_0);
        var_6 = &(((*wp::address(var_a, var_0))).mass);
        var_8 = wp::load(var_4);
        var_9 = wp::load(var_6);
        var_7 = wp::mul(var_8, var_9);
        var_11 = wp::mul(var_7, var_10);
        var_13 = wp::load(var_2);
        var_12 = wp::add(var_13, var_11);
        // x1 = Particle()                                                                        <L 22>
        var_14 = Particle_9de5ed98();
        // x1.pos = a[i].pos + x0 * 0.125                                                         <L 23>
        var_15 = wp::address(var_a, var_0);
        var_16 = &(((*wp::address(var_a, var_0))).pos);
        var_18 = wp::mul(var_12, var_17);
        var_20 = wp::load(var_16);
        var_19 = wp::add(var_20, var_18);
        var_14.pos = var_19;
        // x1.vel = x0                                                                            <L 24>
        var_14.vel = var_12;
        // x1.mass = wp.log(wp.abs(a[i].mass * SCALE) + 1.0)                                      <L 25>
        var_21 = wp::address(var_a, var_0);
        var_22 = &(((*wp::address(var_a, var_0))).mass);
        var_25 = wp::load(var_22);
        var_24 = wp::mul(var_25, var_23);
        var_26 = wp::abs(var_24);
        var_28 = wp::add(var_26, var_27);
        var_29 = wp::log(var_28);
        var_14.mass = var_29;
        // out[i] = x1                                                                            <L 26>
        wp::array_store(var_out, var_0, var_14);
    }
}